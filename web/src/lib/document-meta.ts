/**
 * Per-page document title and meta description (docs/specs/customer-area.md section 2, Product
 * page; docs/specs/admin-area.md 2.16-2.18 "Page title and description are set per page").
 */
import { useEffect } from 'react';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets document.title and the meta description while the calling page is shown. */
export function useDocumentMeta(title: string | null, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
