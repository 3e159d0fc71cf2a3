import { data } from 'react-router';

export { default } from '#web/components/layouts/not-found-page';

/** Any other path: the not-found page, answered with 404. */
export function loader() {
  throw data(null, { status: 404 });
}
