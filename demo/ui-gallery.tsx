import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import css from 'virtual:styles';
import { PortalRootContext } from '../src/ui/portal-root';
import type { Option } from '../src/contract/lists';
import { GalleryFields, GalleryMasks } from './ui-gallery-fields';
import { GalleryManyFields } from './ui-gallery-many';
import { GalleryAccordion, GalleryChoices, GalleryDisplay, GalleryOverlays } from './ui-gallery-widgets';

// About 300 made-up job titles, enough to show the typeahead trimming a long list.
const FIELDS_OF_WORK = [
  'Software',
  'Civil',
  'Mechanical',
  'Electrical',
  'Marketing',
  'Sales',
  'Finance',
  'Nursing',
  'Retail',
  'Hotel',
  'Farm',
  'Legal',
  'Press',
  'Research',
  'Laboratory',
  'Warehouse',
  'Theatre',
  'Dental',
  'Veterinary',
  'Transport',
];
const ROLES = [
  'Engineer',
  'Manager',
  'Assistant',
  'Technician',
  'Consultant',
  'Director',
  'Officer',
  'Analyst',
  'Supervisor',
  'Trainee',
  'Inspector',
  'Planner',
  'Adviser',
  'Coordinator',
  'Specialist',
];
const JOB_TITLES: Option[] = FIELDS_OF_WORK.flatMap((field, f) =>
  ROLES.map((role, r) => ({ value: `J${f * ROLES.length + r + 100}`, name: `${field} ${role}` })),
);

const GALLERY_CSS = `
.ui-gallery { max-width: 42rem; margin: 0 auto; padding: var(--mq-space-5) var(--mq-space-3) var(--mq-space-6); }
.ui-gallery__section { margin-top: var(--mq-space-6); padding-top: var(--mq-space-4); border-top: 1px solid var(--mq-color-border-subtle); }
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ui-gallery__section" aria-label={title}>
      <h2 className="mq-heading-l">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The portal node sits inside <main> here so that open popovers stay within a landmark (axe's
 * region rule); the widget itself gets its portal node from the embed code.
 */
export function UiGallery() {
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  return (
    <PortalRootContext.Provider value={portal}>
      <main className="ui-gallery">
        <h1 className="mq-heading-xl">Form primitives</h1>
        {new URLSearchParams(location.search).get('fields') === '150' && <GalleryManyFields />}
        <p>Every control of the quote form, live, inside the widget's shadow root.</p>
        <Section title="Fields and the error summary">
          <GalleryFields jobTitles={JOB_TITLES} />
        </Section>
        <Section title="Masks and option lists">
          <GalleryMasks />
        </Section>
        <Section title="Choices">
          <GalleryChoices />
        </Section>
        <Section title="Prices, buttons and notices">
          <GalleryDisplay />
        </Section>
        <Section title="Dialogs">
          <GalleryOverlays />
        </Section>
        <Section title="Form steps">
          <GalleryAccordion />
        </Section>
        <div ref={setPortal} className="mq-portal" />
      </main>
    </PortalRootContext.Provider>
  );
}

/** Mounts the gallery the way the widget mounts: an open shadow root with the compiled styles adopted. */
export function mountGallery(host: Element): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css + GALLERY_CSS);
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  container.className = 'mq-root';
  shadow.replaceChildren(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <UiGallery />
    </StrictMode>,
  );
  return () => root.unmount();
}

const host = document.getElementById('gallery');
if (host) mountGallery(host);
