// Which paths are the staff console's (decision 030): its sign-in page is open to anyone; every other
// console page is the site's 404 page for anyone who is not staff (the server renders only that).
export const isStaffSignInPath = (pathname: string): boolean => /^\/admin\/sign-in\/?$/.test(pathname);

export function isStaffConsolePath(pathname: string): boolean {
  return /^\/admin(?:\/|$)/.test(pathname) && !isStaffSignInPath(pathname);
}
