import ipaddr from 'ipaddr.js';

/**
 * Whether a bot running anonymously may answer at `serviceUrl`. With no token, nothing vouches for
 * where a request says replies go, so only this machine is trusted (the emulator and the Agents
 * Playground run here), and any origin an operator named in ANONYMOUS_SERVICE_URLS. Host names other
 * than `localhost` are not resolved: a name that points at loopback today may point elsewhere tomorrow.
 */
export function anonymousMayAnswerAt(serviceUrl: string, allowedOrigins: readonly string[]): boolean {
  if (!URL.canParse(serviceUrl)) {
    return false;
  }
  const url = new URL(serviceUrl);
  if (allowedOrigins.includes(url.origin)) {
    return true;
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (hostname === 'localhost') {
    return true;
  }
  return ipaddr.isValid(hostname) && ipaddr.process(hostname).range() === 'loopback';
}
