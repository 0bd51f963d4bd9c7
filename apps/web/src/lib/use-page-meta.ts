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

/** What the page being prerendered asked for: effects do not run on the server, so it is kept here instead. */
let prerenderedMeta: { title: string; description: string } | undefined;

/** The title and description the last prerendered page set, forgotten once read. */
export const takePrerenderedMeta = () => {
  const meta = prerenderedMeta;
  prerenderedMeta = undefined;
  return meta;
};

export function usePageMeta(title: string, description: string) {
  if (import.meta.env.SSR) prerenderedMeta = { title: pageTitle(title), description };
  useEffect(() => {
    document.title = pageTitle(title);
    setDescription(description);
  }, [title, description]);
}
