// Route module of /{workspace}/dmarc-reports/home. The policy domains are the module's overview
// (and its start page, spec section 2), so home opens them rather than a second summary at
// another address; the run bar's query goes along.
import { redirect, type LoaderFunctionArgs } from 'react-router';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/home\/?$/, '/domains');
  throw redirect(`${path}${url.search}`);
}

export function Component() {
  return null;
}
