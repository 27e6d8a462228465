/**
 * The product page's Description / FAQ / Reviews tabs (docs/specs/customer-area.md section 2,
 * Product page). A panel's content mounts the first time its tab is selected, so FAQs and reviews
 * load on demand. Arriving with REVIEWS_FRAGMENT (a card's "No reviews yet" link) scrolls the tabs
 * into view once they are in the page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { REVIEWS_FRAGMENT } from '@/components/product-display';
import { PRODUCT_TABS_ID, scrollToProductTabs, type TabName } from './product-tabs-anchor';

export function ProductTabs({
  tab,
  onTabChange,
  reviewCount,
  description,
  faqs,
  reviews,
}: {
  tab: TabName;
  onTabChange: (tab: TabName) => void;
  /** The number in the Reviews tab's label. */
  reviewCount: number;
  description: ReactNode;
  faqs: ReactNode;
  reviews: ReactNode;
}) {
  useEffect(() => {
    if (window.location.hash === REVIEWS_FRAGMENT) scrollToProductTabs();
  }, []);

  return (
    <Paper variant="outlined" sx={{ mt: 5, scrollMarginTop: 88 }} id={PRODUCT_TABS_ID}>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => onTabChange(value)}
        aria-label="Product information"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, md: 2 } }}
      >
        <Tab
          value="description"
          label="Description"
          id="tab-description"
          aria-controls="panel-description"
        />
        <Tab value="faq" label="FAQ" id="tab-faq" aria-controls="panel-faq" />
        <Tab
          value="reviews"
          label={`Reviews (${reviewCount})`}
          id="tab-reviews"
          aria-controls="panel-reviews"
        />
      </Tabs>
      <Box sx={{ p: { xs: 2.5, md: 4 } }}>
        <TabPanel name="description" current={tab}>
          {description}
        </TabPanel>
        <TabPanel name="faq" current={tab}>
          {faqs}
        </TabPanel>
        <TabPanel name="reviews" current={tab}>
          {reviews}
        </TabPanel>
      </Box>
    </Paper>
  );
}

/**
 * One tab's panel: always in the page (the tabs point at it), hidden unless selected, and its
 * content mounted from the first time it is selected (so FAQs and reviews load on demand).
 */
function TabPanel({
  name,
  current,
  children,
}: {
  name: TabName;
  current: TabName;
  children: ReactNode;
}) {
  const [wasShown, setWasShown] = useState(name === current);
  if (name === current && !wasShown) setWasShown(true);
  return (
    <div
      role="tabpanel"
      id={`panel-${name}`}
      aria-labelledby={`tab-${name}`}
      hidden={name !== current}
    >
      {wasShown && children}
    </div>
  );
}
