import { useState } from 'react';
import { AccordionStep } from '../src/ui/accordion-step';
import { Button } from '../src/ui/button';
import { Checkbox } from '../src/ui/checkbox';
import { ExcessSelector } from '../src/ui/excess-selector';
import { LoadingModal } from '../src/ui/loading-modal';
import { Modal } from '../src/ui/modal';
import { Money } from '../src/ui/money';
import { Notice } from '../src/ui/notice';
import { RadioGroup } from '../src/ui/radio-group';
import { TextInput } from '../src/ui/text-input';
import { Toggle } from '../src/ui/toggle';

const COVER = [
  { value: 'C', label: 'Comprehensive', hint: 'Covers damage to your own car as well as others' },
  { value: 'TPFT', label: 'Third party, fire and theft' },
  { value: 'TPO', label: 'Third party only' },
];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function GalleryChoices() {
  const [cover, setCover] = useState<string | null>('C');
  const [agreed, setAgreed] = useState<boolean | null>(false);
  const [tpa, setTpa] = useState<boolean | null>(false);
  const [excess, setExcess] = useState<number | null>(100);
  const [priceExcess, setPriceExcess] = useState<number | null>(250);
  return (
    <>
      <RadioGroup id="g-cover" label="Type of cover" options={COVER} value={cover} onChange={setCover} />
      <ExcessSelector
        id="g-excess"
        label="Voluntary excess"
        hint="What you agree to pay towards a claim"
        value={excess}
        onChange={setExcess}
        min={0}
        max={2000}
        step={25}
      />
      <ExcessSelector
        variant="select"
        id="g-price-excess"
        label="Voluntary excess (price screen)"
        value={priceExcess}
        onChange={setPriceExcess}
        choices={Array.from({ length: 21 }, (_, i) => i * 50)}
      />
      <Toggle id="g-tpa" label="Name a third party authority" hint="Someone who may speak to us for you" checked={tpa} onChange={setTpa} />
      <Checkbox
        id="g-honest"
        label="I confirm that I have taken reasonable care to answer every question accurately and fully"
        checked={agreed}
        onChange={setAgreed}
        error={agreed ? null : 'Confirm you have answered all questions honestly'}
      />
    </>
  );
}

export function GalleryDisplay() {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p>
        Annual price <Money value={612.4} />, monthly <Money value="54.9" />, loading <Money value={null} loading />
      </p>
      <div className="mq-actions">
        <Button>Continue</Button>
        <Button variant="secondary">Back</Button>
        <Button variant="link">Find your vehicle manually</Button>
        <Button
          busy={busy}
          onClick={() => {
            setBusy(true);
            return wait(2000).then(() => setBusy(false));
          }}
        >
          {busy ? 'Saving' : 'Save (busy for 2 seconds)'}
        </Button>
      </div>
      <Notice title="Prices include Insurance Premium Tax">Optional extras are shown separately.</Notice>
      <Notice tone="warning" title="Theft cover is excluded">
        unless the tracking device is working.
      </Notice>
      <Notice tone="success" title="Email has been sent" />
      <Notice tone="error" title="We could not set up your Direct Debit">
        The sort code and account number do not match.
      </Notice>
    </>
  );
}

export function GalleryOverlays() {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [description, setDescription] = useState('');
  return (
    <div className="mq-actions">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add a claim
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          setLoading(true);
          void wait(2500).then(() => setLoading(false));
        }}
      >
        Show the loading modal
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Add a claim"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save claim</Button>
          </>
        }
      >
        <TextInput id="g-claim" label="What happened?" value={description} onChange={setDescription} />
      </Modal>
      <LoadingModal open={loading} message="We are now calculating your quote." />
    </div>
  );
}

export function GalleryAccordion() {
  const [open, setOpen] = useState(2);
  const toggle = (step: number) => () => setOpen((current) => (current === step ? 0 : step));
  return (
    <>
      <AccordionStep id="g-step-1" number={1} title="About You" completed open={open === 1} onToggle={toggle(1)}>
        <p>Your name, date of birth and contact details.</p>
      </AccordionStep>
      <AccordionStep id="g-step-2" number={2} title="About Your Car" open={open === 2} onToggle={toggle(2)}>
        <p>Registration, value and how the car is kept.</p>
      </AccordionStep>
      <AccordionStep id="g-step-3" number={3} title="Your Details" disabled open={false} onToggle={toggle(3)}>
        <p>Not reached yet.</p>
      </AccordionStep>
    </>
  );
}
