// The logout page's start parameter: start-up sends an auth failure to
// /authenticate/logout?failed=true (the machines' choice; failed=1 is read the same way).

export function isStartupFailure(search: URLSearchParams): boolean {
  const value = search.get('failed');
  return value !== null && !['0', 'false', 'no'].includes(value.trim().toLowerCase());
}
