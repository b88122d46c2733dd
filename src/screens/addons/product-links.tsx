import { useSetting } from '../../hooks/widget-context';
import { useUiText } from '../../ui/ui-text';

/**
 * An add-on's own IPID and policy wording (brand.documents.products, by its code), never the car's
 * (docs/product/regulation.md#product-documents): without them the console names the field to set.
 */
export function ProductLinks({ code, name }: { code: string; name: string }) {
  const { t } = useUiText();
  const docs = useSetting('brand').documents.products[code];
  if (!docs) {
    console.error(`MotorQuote: set brand.documents.products.${code} (ipid and wording) for ${name}`);
    return null;
  }
  return (
    <ul className="mq-addon-card__links">
      {(
        [
          ['addons.ipid', docs.ipid],
          ['addons.policyWording', docs.wording],
        ] as const
      ).map(([label, href]) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {t(label)} <span className="mq-visually-hidden">{`${t('addons.forExtra', { name })} ${t('common.newTab')}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
