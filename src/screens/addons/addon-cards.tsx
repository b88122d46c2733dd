import { useEffect, useRef, useState } from 'react';
import type { Addon } from '../../contract/addon';
import { cardAddons } from '../../domain/addons';
import { AddonCard } from './addon-card';

interface AddonCardsProps {
  addons: readonly Addon[];
  onChoose: (code: string, selected: boolean) => void;
  /** The last undecided card decided: focus goes on to breakdown cover, which stays closed until she opens it. */
  onFinished: () => void;
}

const undecided = (addon: Addon) => addon.is_selected === null;

/**
 * The extras one card at a time: the first undecided one is open; a choice (one tap) closes it and
 * opens the next undecided one, moving focus to its heading so keyboard and screen-reader users follow.
 */
export function AddonCards({ addons, onChoose, onFinished }: AddonCardsProps) {
  const cards = cardAddons(addons);
  const [open, setOpen] = useState<string | null>(() => cards.find(undecided)?.code ?? null);
  // A fresh object per request, so asking again for the same card still moves focus.
  const [focus, setFocus] = useState<{ code: string } | null>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement | null>());

  useEffect(() => {
    if (focus) headings.current.get(focus.code)?.focus();
  }, [focus]);

  const next = (index: number) => {
    const target = [...cards.slice(index + 1), ...cards.slice(0, index)].find(undecided);
    setOpen(target?.code ?? null);
    setFocus(target ? { code: target.code } : null);
    if (!target) onFinished();
  };

  const openCard = (code: string) => {
    setOpen(code);
    setFocus({ code });
  };

  if (cards.length === 0) return null;
  return (
    <ol className="mq-addon-cards">
      {cards.map((addon, index) => (
        <AddonCard
          key={addon.code}
          addon={addon}
          number={index + 1}
          count={cards.length}
          open={open === addon.code}
          headingRef={(el) => {
            headings.current.set(addon.code, el);
          }}
          onChoose={(selected) => {
            onChoose(addon.code, selected);
            next(index);
          }}
          onOpen={() => openCard(addon.code)}
        />
      ))}
    </ol>
  );
}
