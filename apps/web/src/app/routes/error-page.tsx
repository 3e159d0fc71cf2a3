import { messages } from '@store/contract';
import { Component, useEffect, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { StatusPage } from '../../components/layouts/status-page';
import { Button, buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { pageTitle } from '../../lib/use-page-meta';

/**
 * The fallback for a rendering failure (spec section 8). Kept in the main
 * bundle: it must show even when a page's chunk failed to load (after a
 * deploy); its reload then fetches the new chunks.
 */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
    document.title = pageTitle(messages.UNEXPECTED_APP_ERROR);
  }, [error]);

  return (
    <StatusPage
      title={messages.UNEXPECTED_APP_ERROR}
      description={t('error.description')}
      actions={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
          <a href="/" className={buttonClasses('secondary', 'lg')}>
            {t('common.backHome')}
          </a>
        </>
      }
    />
  );
}

interface BoundaryProps {
  /** A new location (Back, or a link) leaves the error page and tries again. */
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  /** `at`: the location that failed, noted on the render after the failure. Wrapped, so a thrown `undefined` counts too. */
  failure: { error: unknown; at: Location | null } | null;
}

/** Shows the error page instead of the routes when rendering them throws, as the data router's errorElement did. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error, at: null } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    const { failure } = state;
    if (!failure) return null;
    if (failure.at === null) return { failure: { ...failure, at: props.location } };
    return failure.at === props.location ? null : { failure: null };
  }

  override render() {
    return this.state.failure ? <ErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}
