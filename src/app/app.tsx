import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { ROUTES, stageOf } from '../widget/routes';
import { Exception } from '../screens/end-states/exception';
import { SessionExpiry } from '../screens/session-expiry/session-expiry';
import type { Settings, Widget } from '../widget/widget';
import { WidgetProvider } from '../hooks/widget-context';
import { PortalRootContext } from '../ui/portal-root';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './layout/footer';
import { ChangeNotice } from './layout/change-notice';
import { Header } from './layout/header';
import { ProgressBar } from './layout/progress-bar';
import { Sidebar } from './layout/sidebar';
import { RouteTable } from './route-table';
import { currentPath, useHashPath, useHashSearch } from './routing/hash-location';
import { memoryLocation } from './routing/memory-location';

/**
 * Memory routing never writes the address bar, but the quote e-mail's link ('#/quote/recall') must
 * still open Retrieve a Quote: that one route is read from the hash at mount, every other hash is
 * left to the host (its own router, or the first widget on the page in hash mode).
 */
const memoryStart = (hash: string) => (hash.replace(/^#/, '').split('?')[0] === ROUTES.recall ? ROUTES.recall : ROUTES.create);

// No <main> or <aside>: the host page owns its landmarks, and nested ones fail axe's landmark rules.
function Layout() {
  const [path] = useLocation();
  const stage = stageOf(path);
  return (
    <div className="mq-app">
      <Header />
      {stage && <ProgressBar stage={stage} />}
      <div className="mq-columns">
        <div className="mq-main">
          <ChangeNotice />
          <ErrorBoundary resetKey={path} fallback={<Exception />}>
            <RouteTable />
          </ErrorBoundary>
        </div>
        <Sidebar />
      </div>
      <Footer />
      <SessionExpiry />
    </div>
  );
}

/** The whole journey of one mounted widget: `widget` is the same object for its life, `settings` new at each update(). */
export function App({
  widget,
  settings,
  portalRoot,
  onShown,
}: {
  widget: Widget;
  settings: Settings;
  portalRoot: HTMLElement;
  /** Told the first screen's route once it is shown. */
  onShown?: (path: string) => void;
}) {
  const routing = widget.config.routing;
  const memory = useMemo(() => (routing === 'memory' ? memoryLocation(memoryStart(location.hash)) : null), [routing]);
  // The first screen has committed: `npm run bench` reads this mark to time script start to interactive,
  // and mount()'s handle resolves `ready` (and widget_ready fires) now, not when mount() returns.
  // Once per mount, whatever onShown is later: the ref keeps the effect's dependencies honest (lint).
  const shown = useRef(onShown);
  useEffect(() => {
    performance.mark('mq:interactive');
  }, []);
  // A layout effect, so widget_ready comes before the first screen's own milestones (step_viewed),
  // which its passive effects emit.
  useLayoutEffect(() => {
    shown.current?.(memory ? memoryStart(location.hash) : currentPath());
  }, [memory]); // the same for the widget's life (routing cannot change), so once
  return (
    <WidgetProvider widget={widget} settings={settings}>
      <PortalRootContext.Provider value={portalRoot}>
        <Router hook={memory ? memory.hook : useHashPath} searchHook={memory ? memory.searchHook : useHashSearch}>
          {/* The last resort, when even the labels cannot render: plain words, no context needed. */}
          <ErrorBoundary
            resetKey="root"
            fallback={<p className="mq-fatal">{'We’re experiencing a technical issue. Please reload the page.'}</p>}
          >
            <Layout />
          </ErrorBoundary>
        </Router>
      </PortalRootContext.Provider>
    </WidgetProvider>
  );
}
