import { useId, type Ref } from 'react';
import type { Location } from '../../api/locations/types';
import { usePrimitives, Badge as DefaultBadge, Button as DefaultButton } from '../../ui';
import { formatPhone } from '../../hooks/schemas/phone';
import { formatAddress } from './formatAddress';
import { MinimumWages } from './MinimumWages';
import { useLocationsMessages } from './useLocationsMessages';

/** Props of {@link LocationDetails}. */
export interface LocationDetailsProps {
  location: Location;
  /** Back to the list. */
  onBack?: () => void;
  /** The heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * An inactive location, read-only: the API cannot change or delete one (contract.md#locations), and it is
 * never offered as a work address. Its address, phone, badge and minimum wages, and Back.
 *
 * @example
 * <LocationDetails location={closedOffice} onBack={backToList} />
 */
export function LocationDetails({ location, onBack, headingRef }: LocationDetailsProps) {
  const { Badge, Button } = usePrimitives({ Badge: DefaultBadge, Button: DefaultButton });
  const { t } = useLocationsMessages();
  const headingId = useId();
  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <div className="pk-flow-section__header">
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="pk-flow-section__title">
          {t('details.title')}
        </h2>
        <Badge tone="neutral">{t('list.inactive')}</Badge>
      </div>
      <p className="pk-flow-section__description">{t('details.description')}</p>
      <dl className="pk-flow-section__group pk-location-details">
        <dt>{t('list.address')}</dt>
        <dd>{formatAddress(location)}</dd>
        <dt>{t('list.phone')}</dt>
        <dd className="pk-nowrap">{formatPhone(location.phone_number)}</dd>
      </dl>
      <MinimumWages locationId={location.uuid} />
      {onBack ? (
        <div className="pk-flow-section__actions">
          <Button type="button" variant="secondary" onClick={onBack}>
            {t('details.back')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
