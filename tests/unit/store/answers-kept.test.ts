/**
 * Every answer a customer gives is still in the draft after everything she does
 * later (blurs, presses held and released, Continue, Back, Find car, Find address, opening another
 * step, a reload that restores the draft from sessionStorage). A property over random sequences of
 * those actions, driven through the real stores, flows and after-press queue as the screens drive
 * them (screens/details-form/use-question.ts, blocks/registration-search.tsx).
 *
 * The expected draft is a second proposal store given the answers alone, in the same order: a
 * behaviour an answer triggers (No to claims empties the claims) is the customer's own doing and
 * happens in both, so only what the other actions did differs.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '../../../src/contract/proposal';
import { continueStep } from '../../../src/details-form/flows/continue-step';
import { findAddresses } from '../../../src/details-form/flows/address-lookup';
import { submitQuote } from '../../../src/details-form/flows/submit-quote';
import { tidyAnswer } from '../../../src/details-form/flows/tidy-answer';
import { findCar } from '../../../src/details-form/flows/vehicle-lookup';
import { watchStepAnswers } from '../../../src/details-form/flows/watch-step-answers';
import type { Widget } from '../../../src/widget/widget';
import { flushDeferredWrites } from '../../../src/store/deferred-storage';
import { createDetailsFormStore } from '../../../src/details-form/model/form-store';
import { answerPath } from '../../../src/details-form/model/question';
import { STEPS } from '../../../src/details-form/model/steps';
import { contextFor } from '../../../src/details-form/model/context';
import { getPath, type Path } from '../../../src/store/proposal/path';
import { createProposalStore } from '../../../src/store/proposal/proposal-store';
import { afterPress, trackPresses } from '../../../src/ui/after-press';
import { proposal } from '../../support/proposal';
import '../support/memory-session-storage';

type Kind = 'yesno' | 'radios' | 'choices' | 'text' | 'phone' | 'date' | 'money' | 'number' | 'select' | 'typeahead';

/** Every question of the seven steps with one path, and answers a customer could give it. */
const QUESTIONS = STEPS.flatMap(({ number, owner, questions }) =>
  questions.flatMap((question) => {
    const { control } = question;
    if (control.kind === 'block') return [];
    const path = answerPath(question, contextFor({ draft: proposal(), vehicleMissing: [] }, owner));
    return [{ step: number, path, kind: control.kind as Kind, options: 'options' in control ? control.options.map((o) => o.value) : [] }];
  }),
);

// Already tidy (tidyAnswer on blur leaves them as they are) and within every field's length.
const TEXT = ['Amelia', 'Hart', 'amelia.hart@example.com', 'LS6 2AB', 'HART9803146AB9XY', 'Insulin'];
const DATES = ['1988-03-14', '2015-06-01', '2030-01-01'];
const PARTIAL_DATES = ['14/03', '3', '31/02/2001'];
const CODES = ['Mrs', 'M', 'E', 'P', 'SDP', '01', 'GAR'];

function answerFor(kind: Kind, options: readonly (string | boolean)[]): fc.Arbitrary<{ value: unknown; typed?: string }> {
  switch (kind) {
    case 'yesno':
      return fc.boolean().map((value) => ({ value }));
    case 'radios':
    case 'choices':
      return fc
        .constantFrom(...options)
        .map((value) => ({ value: typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value }));
    case 'date':
      return fc.oneof(
        fc.constantFrom(...DATES).map((typed) => ({ value: typed, typed })),
        fc.constantFrom(...PARTIAL_DATES).map((typed) => ({ value: null, typed })),
      );
    case 'money':
    case 'number':
      return fc.integer({ min: 0, max: 60_000 }).map((value) => ({ value }));
    case 'phone':
      return fc.constantFrom('07700900982', '01132496000').map((value) => ({ value }));
    case 'select':
    case 'typeahead':
      return fc.constantFrom(...CODES).map((value) => ({ value }));
    default:
      return fc.constantFrom(...TEXT).map((value) => ({ value }));
  }
}

type Action =
  | { kind: 'answer'; path: Path; value: unknown; typed?: string; choice: boolean }
  | { kind: 'blur'; path: Path }
  | { kind: 'press'; release: 'click' | 'up' | 'cancel' | 'none' }
  | { kind: 'release' }
  | { kind: 'continue' }
  | { kind: 'back' }
  | { kind: 'open'; step: number }
  | { kind: 'find-car' }
  | { kind: 'find-address' }
  | { kind: 'submit' }
  | { kind: 'reload' }
  | { kind: 'wait'; ms: number }
  | { kind: 'answer-comes' };

const answer: fc.Arbitrary<Action> = fc.constantFrom(...QUESTIONS).chain(({ path, kind, options }) =>
  answerFor(kind, options).map(({ value, typed }) => ({
    kind: 'answer' as const,
    path,
    value,
    ...(typed === undefined ? {} : { typed }),
    choice: ['yesno', 'radios', 'choices', 'select', 'typeahead'].includes(kind),
  })),
);

const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: answer, weight: 6 },
  { arbitrary: fc.constantFrom(...QUESTIONS).map(({ path }) => ({ kind: 'blur' as const, path })), weight: 3 },
  { arbitrary: fc.constantFrom('click', 'up', 'cancel', 'none').map((release) => ({ kind: 'press' as const, release })), weight: 2 },
  { arbitrary: fc.constant({ kind: 'release' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'continue' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'back' as const }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 7 }).map((step) => ({ kind: 'open' as const, step })), weight: 1 },
  { arbitrary: fc.constant({ kind: 'find-car' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'find-address' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'submit' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'reload' as const }), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 1200 }).map((ms) => ({ kind: 'wait' as const, ms })), weight: 2 },
  { arbitrary: fc.constant({ kind: 'answer-comes' as const }), weight: 2 },
);

// The sandbox's known car, as the look-up answers it.
const FIESTA = {
  abi_code: '32120102',
  manufacturer: 'FORD',
  model: 'FIESTA',
  description: 'FIESTA ZETEC',
  year: 2015,
  engine_size: 998,
  transmission: 'M',
  fuel_type: 'P',
  doors: 5,
  seats: 5,
  body_style: 'HATCHBACK',
};

/** A widget as the details form has it: real stores on the memory sessionStorage, a scripted API. */
function widgetOn(keys: { proposal: string; form: string }, start: Proposal | null, held: Array<() => void>) {
  // The captcha and the car look-up answer when the sequence says so: she may answer meanwhile.
  const later = <T>(value: T) => new Promise<T>((resolve) => held.push(() => resolve(value)));
  const stores = {
    proposal: createProposalStore({ storageKey: keys.proposal, sourceOfBusiness: 'Website' }),
    detailsForm: createDetailsFormStore(keys.form),
  };
  if (start) stores.proposal.getState().load(start);
  const api = {
    recaptcha: vi.fn(async () => true),
    vehicleSearch: vi.fn(() => later([FIESTA])),
    addressLookup: vi.fn(async () => [{ line_1: '1 Hyde Park Road', town: 'Leeds', postcode: 'LS6 2AB' }]),
    // The quote is never reached: a failed save keeps the customer on the form with every answer.
    createProposal: vi.fn(async () => Promise.reject(new TypeError('network'))),
    updateProposal: vi.fn(async () => Promise.reject(new TypeError('network'))),
  };
  const captcha = { token: vi.fn(() => later('token')) };
  return { stores, api, captcha, emit: vi.fn() } as unknown as Widget;
}

/** A pointer event as after-press reads it (node has no PointerEvent). */
const pointer = (type: string) => Object.assign(new Event(type), { isPrimary: true });

async function run(start: Proposal | null, step: number, actions: Action[]) {
  sessionStorage.clear();
  const keys = { proposal: `p-${Math.random()}`, form: `f-${Math.random()}` };
  const held: Array<() => void> = [];
  let widget = widgetOn(keys, start, held);
  // The flow a press started and is still waiting for its answer: its button is busy meanwhile.
  let running: { done: boolean; promise: Promise<void> } | null = null;
  const started = (promise: Promise<void>) => {
    const flow = { done: false, promise };
    void promise.then(() => (flow.done = true));
    return flow;
  };
  // A saved quote opened for editing has every step reached: the sequence may begin in any of them.
  if (step > 1) {
    widget.stores.detailsForm.getState().reachAll();
    widget.stores.detailsForm.getState().open(step);
  }
  // Given the answers alone; its own key, never read back.
  const expected = createProposalStore({ storageKey: `expected-${Math.random()}`, sourceOfBusiness: 'Website' });
  if (start) expected.getState().load(start);
  const answered = new Set<Path>();
  const win = new EventTarget() as unknown as Window;
  let stopPresses = trackPresses(win);
  let unwatch = watchStepAnswers(widget);

  const check = (after: Action, index: number) => {
    const { draft, raw } = widget.stores.proposal.getState();
    for (const path of answered) {
      const context = `answer ${path} after action ${index} (${JSON.stringify(after)})`;
      expect(getPath(draft, path), context).toEqual(getPath(expected.getState().draft, path));
      expect(raw[path], context).toEqual(expected.getState().raw[path]);
    }
  };

  try {
    for (const [index, act] of actions.entries()) {
      const { stores } = widget;
      if (running?.done) running = null;
      switch (act.kind) {
        case 'answer': {
          for (const store of [stores.proposal, expected]) {
            if (act.typed !== undefined) store.getState().setDate(act.path, act.typed);
            else store.getState().setAnswer(act.path, act.value);
          }
          answered.add(act.path);
          // A choice reveals its error at once, after the press that made it (question-control.tsx).
          if (act.choice) afterPress(() => stores.detailsForm.getState().touch(act.path));
          break;
        }
        case 'blur':
          afterPress(() => {
            tidyAnswer({ stores }, act.path);
            stores.detailsForm.getState().touch(act.path);
          });
          break;
        case 'press':
          win.dispatchEvent(pointer('pointerdown'));
          if (act.release === 'up' || act.release === 'click') win.dispatchEvent(pointer('pointerup'));
          if (act.release === 'click') win.dispatchEvent(new Event('click'));
          if (act.release === 'cancel') win.dispatchEvent(pointer('pointercancel'));
          break;
        case 'release':
          win.dispatchEvent(pointer('pointerup'));
          win.dispatchEvent(new Event('click'));
          break;
        case 'continue': {
          const leaving = stores.detailsForm.getState().current;
          if (leaving === 7 || running) break;
          running = started(
            continueStep(widget).then((result) => {
              // Leaving step 2 copies the modification types into duqs: the form's own step, in both.
              if (leaving === 2 && result.kind === 'advanced') expected.getState().leaveCarStep();
            }),
          );
          break;
        }
        case 'back':
          stores.detailsForm.getState().back();
          break;
        case 'open':
          stores.detailsForm.getState().open(act.step);
          break;
        case 'find-car': {
          if (running) break;
          // As RegistrationSearch's search(): the plate typed, then the car found.
          running = started(
            findCar(widget, 'AB12CDE').then((result) => {
              if (result.kind !== 'found') return;
              for (const store of [widget.stores.proposal, expected]) {
                store.getState().setAnswer('risk.vehicle.registration', 'AB12CDE');
                store.getState().setVehicle(result.vehicle, result.missing);
              }
            }),
          );
          break;
        }
        case 'answer-comes':
          held.shift()?.();
          await vi.advanceTimersByTimeAsync(0);
          break;
        case 'find-address':
          await findAddresses(widget, 'LS6 2AB');
          break;
        case 'submit':
          if (stores.detailsForm.getState().current === 7 && !running) await submitQuote(widget);
          break;
        case 'reload':
          // pagehide writes the waiting draft; the page's scripts, listeners and presses end with it.
          flushDeferredWrites();
          unwatch();
          stopPresses();
          held.length = 0;
          running = null;
          widget = widgetOn(keys, null, held);
          stopPresses = trackPresses(win);
          unwatch = watchStepAnswers(widget);
          break;
        case 'wait':
          await vi.advanceTimersByTimeAsync(act.ms);
          break;
      }
      check(act, index);
    }
    while (held.length) {
      held.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    await running?.promise;
    check({ kind: 'answer-comes' }, actions.length);
  } finally {
    unwatch();
    stopPresses();
    flushDeferredWrites();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('every answer is kept', () => {
  it('after any later blur, press, Continue, Back, look-up, step opened or reload', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.integer({ min: 1, max: 7 }), fc.array(action, { maxLength: 40 }), async (complete, step, actions) =>
        run(complete ? proposal() : null, step, actions),
      ),
      { numRuns: 300 },
    );
  });
});
