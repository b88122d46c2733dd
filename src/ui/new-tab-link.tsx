import type { ReactNode } from 'react';
import { useUiText } from './ui-text';

/** A link to another site's page (a legal document, the FCA register), opened in a new tab and said so to screen readers. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useUiText();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="mq-visually-hidden">{t('common.newTab')}</span>
    </a>
  );
}

/** A list of such links: [text, address] pairs. */
export function NewTabLinks({ links }: { links: [string, string][] }) {
  return (
    <ul className="mq-links">
      {links.map(([text, href]) => (
        <li key={text}>
          <NewTabLink href={href}>{text}</NewTabLink>
        </li>
      ))}
    </ul>
  );
}
