// Links in a message are ours; anything but http(s) is a programming error, refused loudly.
export function checkedHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Refusing a ${url.protocol} link in a mail`);
  return href;
}
