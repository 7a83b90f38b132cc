// H9: the house deck's numbers, the same in every colour.
import { HOUSE_DECK } from '#games';
import { t } from '../../i18n/i18n.ts';

const SUFFIXES = [...Array.from({ length: 16 }, (_, i) => String(i + 1).padStart(2, '0')), 'S1', 'S2', 'S3', 'S4'];

export function HouseDeck() {
  return (
    <details class="hs-house">
      <summary>{t('The house deck (weight · value)')}</summary>
      <table>
        <tbody>
          <tr>
            <th>{t('card')}</th>
            {SUFFIXES.map((s) => (
              <th key={s}>{s}</th>
            ))}
          </tr>
          <tr>
            <th>{t('weight')}</th>
            {SUFFIXES.map((s) => (
              <td key={s}>{HOUSE_DECK[`R${s}`]!.weight}</td>
            ))}
          </tr>
          <tr>
            <th>{t('value')}</th>
            {SUFFIXES.map((s) => (
              <td key={s}>{HOUSE_DECK[`R${s}`]!.value}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </details>
  );
}
