import { useEffect } from 'react';
import { COMPANY } from './company.ts';

const setDescription = (content: string) => {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
};

/** The page's document title ('Title | UK Ghana Shipping') and meta description, set while it is shown. */
export const pageTitle = (title: string) => (title ? `${title} | ${COMPANY.name}` : COMPANY.name);

export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = pageTitle(title);
    setDescription(description);
  }, [title, description]);
}
