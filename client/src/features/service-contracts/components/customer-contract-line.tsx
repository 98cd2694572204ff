import { useTranslation } from 'react-i18next';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getOrderCustomerContracts } from '../api/service-contracts';

/**
 * The operator's order page: a line of the facts list with the customer's service contract (the one
 * in force, else the newest), linking to its PDF; "not signed" when there is none. Nothing while
 * it loads or when it cannot be read: the order's page stands without it.
 */
export function CustomerContractLine({ orderId }: { orderId: number }) {
  const { t } = useTranslation('contracts');
  const { data } = useKeyedLoad(`operator/service-contracts?order_id=${orderId}`, (signal) =>
    getOrderCustomerContracts(orderId, signal),
  );
  if (!data) return null;
  const contract = data.items.find((item) => item.status === 'in_force') ?? data.items[0];
  return (
    <div className="facts__row" data-testid="order-customer-contract">
      <dt>{t('operator.line')}</dt>
      <dd>
        {contract ? (
          <a href={contract.pdf_url} target="_blank" rel="noopener">
            {contract.status === 'in_force'
              ? contract.number
              : t('operator.superseded', { number: contract.number })}
          </a>
        ) : (
          t('operator.none')
        )}
      </dd>
    </div>
  );
}
