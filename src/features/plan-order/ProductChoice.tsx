import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Product } from '../../api/generated/model';
import { formatNok } from '../../domain/format';

export const totalPrice = (products: readonly Product[], chosen: readonly string[]): number =>
  products.filter((product) => chosen.includes(product.productId)).reduce((sum, item) => sum + item.price, 0);

/** The plan's products to tick, with prices in NOK excl. VAT and the sum of what is ticked. */
export function ProductChoice({
  products,
  chosen,
  onChange,
  error,
}: {
  products: readonly Product[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
}) {
  // formatNok follows the active language: this renders again when it changes.
  useLingui();
  const sum = formatNok(totalPrice(products, chosen));
  const toggle = (productId: string, on: boolean) => {
    onChange(on ? [...chosen, productId] : chosen.filter((id) => id !== productId));
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        <Trans>Velg hva du vil bestille</Trans>
      </FormLabel>
      <FormGroup>
        {products.map((product) => (
          <FormControlLabel
            key={product.productId}
            sx={{ alignItems: 'flex-start', mb: 1.5, mr: 0, pr: 1 }}
            control={
              <Checkbox
                checked={chosen.includes(product.productId)}
                onChange={(event) => {
                  toggle(product.productId, event.target.checked);
                }}
                sx={{ mt: -0.75 }}
              />
            }
            label={
              <Box>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {/* The cooperative's products, named and described in Norwegian by the API. */}
                  <span lang="nb">{product.name}</span>: {formatNok(product.price)}
                </Typography>
                {product.description && (
                  <Typography
                    variant="body2"
                    component="span"
                    lang="nb"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {product.description}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
      <Typography sx={{ fontWeight: 700, mt: 1 }} aria-live="polite">
        <Trans>Sum: {sum} (eks. mva.)</Trans>
      </Typography>
    </FormControl>
  );
}
