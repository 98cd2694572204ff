/**
 * The "place" of a session in the cabinet's list (issue 24). No geolocation service is reachable
 * from the platform, and a database of address ranges would be one more thing to keep fresh, so the
 * place is the network the session came from: an IPv4 address without its last number, an IPv6
 * address with its first four groups (the provider's /64). Enough for a person to tell "my home,
 * my phone" from "somewhere else", without showing the whole address on a shared screen.
 */
export function maskedIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(ip.trim());
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (!ip.includes(':')) return null;
  const [head = '', tail] = ip.trim().toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups.slice(0, 4).join(':')}::x`;
}
