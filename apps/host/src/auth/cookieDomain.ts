/**
 * The cookie domain of spec §9: the host with its first label dropped when it has more than
 * two labels, so `console.hygiene.example` shares cookies with its siblings under
 * `hygiene.example`. IP addresses and single-label hosts (localhost) are used as they are:
 * dropping a label there would name a different or an invalid domain.
 */
export function cookieDomain(host: string): string {
  const hostname = stripPort(host.trim().toLowerCase()).replace(/\.$/, '');
  if (isIpAddress(hostname)) return hostname;
  const labels = hostname.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : hostname;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon > -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

function isIpAddress(hostname: string): boolean {
  return (
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[') || hostname.includes(':')
  );
}
