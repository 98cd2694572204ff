import { useApiQuery } from '../../../hooks/use-api-query';
import { getPaymentList } from '../api/get-payment-list';

/**
 * Payment provider logos linking to the providers (footer and the home page's partners). A failure
 * is silently ignored (docs/product.md section 8).
 */
export function PaymentLogos({ className = '' }: { className?: string }) {
  const { data } = useApiQuery('common/get-payment-list', getPaymentList);
  if (!data || data.length === 0) return null;
  return (
    <ul className={`payment-logos ${className}`}>
      {data.map((provider) => (
        <li key={provider.id}>
          <a className="payment-logos__link" href={provider.url} target="_blank" rel="noopener noreferrer">
            {/* Every logo is drawn 120 by 40 (server/static/payments): the box is known before it loads. */}
            <img src={provider.logo} alt={provider.name} width={120} height={40} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
