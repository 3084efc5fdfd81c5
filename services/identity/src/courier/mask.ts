/**
 * An address as the admin's list shows it: enough to tell messages apart,
 * not enough to read off whom they went to (a***@example.com, +********1234).
 */
export function maskRecipient(channel: string, to: string): string {
  if (channel === 'email') {
    const at = to.lastIndexOf('@');
    if (at < 1) return '***';
    return `${to[0]}***${to.slice(at)}`;
  }
  const digits = to.replace(/\D/g, '');
  const shown = digits.slice(-4);
  return `${to.startsWith('+') ? '+' : ''}${'*'.repeat(Math.max(digits.length - shown.length, 3))}${shown}`;
}
