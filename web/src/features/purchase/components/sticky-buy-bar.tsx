/**
 * The product page's buy bar on phones and tablets: the product, its total and the Buy button
 * fixed at the bottom of the screen while the purchase panel's own Buy button is out of view, so
 * a person reading the description or the reviews can buy without scrolling back. It sits at the
 * end of the document (after the footer in the tab order) and pads the end of the page by its own
 * height, so the footer's last lines can still be scrolled into view above it. Wide screens keep
 * the panel in view beside the gallery and never show it.
 */
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

/** The bar's height in px (and the room it keeps at the end of the page). */
const BAR_HEIGHT = 72;

/**
 * Whether the element behind the returned ref callback is at least partly on screen
 * (IntersectionObserver); true until the first observation, so nothing flashes in on load.
 */
export function useIsOnScreen(): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [isOnScreen, setIsOnScreen] = useState(true);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setIsOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  return [ref, isOnScreen];
}

export function StickyBuyBar({
  isShown,
  productName,
  total,
  buyLabel,
  isBuyDisabled,
  onBuy,
}: {
  isShown: boolean;
  productName: string;
  /** The total as shown in the panel ("$12.50"). */
  total: string;
  /** The panel's Buy button text (Buy Now, or Need $X more). */
  buyLabel: string;
  isBuyDisabled: boolean;
  onBuy: () => void;
}) {
  return createPortal(
    <Box sx={{ display: { md: 'none' } }}>
      <Box aria-hidden sx={{ height: BAR_HEIGHT }} />
      {isShown && (
        <Paper
          component="section"
          aria-label="Buy bar"
          elevation={8}
          square
          sx={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            zIndex: 'appBar',
            height: BAR_HEIGHT,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            borderTop: 1,
            borderColor: 'divider',
            paddingBottom: 'env(safe-area-inset-bottom)',
          }}
        >
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {productName}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }} data-testid="buy-bar-total">
              {total}
            </Typography>
          </Box>
          <Button
            variant="contained"
            startIcon={<ShoppingCartIcon />}
            onClick={onBuy}
            disabled={isBuyDisabled}
            sx={{ flexShrink: 0 }}
          >
            {buyLabel}
          </Button>
        </Paper>
      )}
    </Box>,
    document.body,
  );
}
