/**
 * The mailbox an address reaches, for counting e-mails per recipient (email-limits.ts): every
 * spelling of one mailbox is one key, so a cap of 5 an hour is 5 to her, not 5 per spelling
 * (docs/security.md#what-the-api-must-hold-to). Only for counting: the e-mail itself goes to the
 * address the proposal holds, as she wrote it.
 *
 * - case, and surrounding space: mail systems treat the domain, and in practice the local part, without case;
 * - a trailing dot of the domain (`GMAIL.COM.`, the DNS root), which delivers to the same host;
 * - a `+tag` of the local part (sub-addressing, RFC 5233), which Gmail, Outlook, iCloud, Fastmail and most others deliver to the mailbox;
 * - Gmail's dots (`v.ictim` is `victim`) and its `googlemail.com` alias.
 */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
