// Labels several areas share.

export const NOT_FOUND_PAGE_TEXT = 'Oops! Page not found';
export const IMAGE_NOT_AVAILABLE = 'Image not available';
export const INVALID_SERVER_RESPONSE = 'Invalid response from server';
