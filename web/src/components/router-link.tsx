/**
 * Anchor that navigates inside the single-page app with wouter, used by MUI Button, Link, Chip
 * and MenuItem (wired in app/theme.ts). External, mailto: and in-page (#) links stay plain anchors.
 */
import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'wouter';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/|#)/i;

/** An <a> that pushes history for app paths and behaves natively for everything else. */
export function RouterLink({ href, ref, ...rest }: RouterLinkProps) {
  if (EXTERNAL.test(href) || rest.target === '_blank' || rest.download !== undefined) {
    return <a href={href} ref={ref} {...rest} />;
  }
  return <Link href={href} ref={ref} {...rest} />;
}
