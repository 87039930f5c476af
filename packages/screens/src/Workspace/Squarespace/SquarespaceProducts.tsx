import { parseMinor, type ImportedProduct } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { CopyButton, Inline, Stack, Text } from '@meridian/ui';
import { formatMoney } from '../../common/intlFormats';
import { ProductList, ProductRow } from './Squarespace.styles';
import { messages, valueMessages } from './Squarespace.messages';

/** The imported products, each with its price in its own currency and its buy link to copy onto a Squarespace page. */
export function SquarespaceProducts({ products }: { products: ImportedProduct[] }) {
  const intl = useIntl();
  if (products.length === 0) return <Text tone="muted">{intl.formatMessage(messages.noProducts)}</Text>;
  return (
    <ProductList aria-label={intl.formatMessage(messages.productsTitle)}>
      {products.map((product) => (
        <ProductRow key={`${product.productId}/${product.variantId}`}>
          <Stack gap={1}>
            <Inline gap={2}>
              <Text as="span">{product.name}</Text>
              <Text as="span" tone="muted">
                {formatMoney(intl.locale, parseMinor(product.amount, product.currency) ?? 0, product.currency)}
              </Text>
            </Inline>
            <Text as="span" tone="muted" mono truncate>
              {product.url}
            </Text>
          </Stack>
          <CopyButton
            value={product.url}
            label={intl.formatMessage(valueMessages.copyUrl, { name: product.name })}
            copiedMessage={intl.formatMessage(messages.copied)}
          />
        </ProductRow>
      ))}
    </ProductList>
  );
}
