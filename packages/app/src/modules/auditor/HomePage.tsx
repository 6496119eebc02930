// Route module of /{workspace}/email-auditor/home. The inbox is the module's overview (and its
// start page, spec section 2), so home opens it rather than a second summary at another address.
import { redirect, type LoaderFunctionArgs } from 'react-router';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/home\/?$/, '/inbox');
  throw redirect(`${path}${url.search}`);
}

export function Component() {
  return null;
}
