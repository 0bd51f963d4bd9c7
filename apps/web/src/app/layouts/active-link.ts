/**
 * The link that owns the current page: the longest `to` that is the path itself or a parent of it, so
 * /admin/users lights up Users and not also the /admin dashboard.
 */
export const activeLink = (pathname: string, targets: readonly string[]): string | undefined =>
  targets
    .filter((to) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`)))
    .sort((a, b) => b.length - a.length)[0];
