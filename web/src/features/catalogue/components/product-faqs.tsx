/**
 * The FAQ tab of the product page (docs/specs/customer-area.md section 2): the product's questions
 * from GET /api/products/{id}/faqs as a single-open accordion (opening one closes the other);
 * answers are BBCode.
 */
import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import { useProductFaqs } from '@/api/get-product-faqs';
import { ProductDescription } from '@/components/product-description';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';

export function ProductFaqs({ productId }: { productId: number }) {
  const faqs = useProductFaqs(productId);
  const [openId, setOpenId] = useState<number | null>(null);
  const active = (faqs.data ?? [])
    .filter((faq) => faq.isActive !== false)
    .sort((a, b) => a.order - b.order || a.id - b.id);

  return (
    <QueryStates
      query={faqs}
      errorTitle="Could not load the questions"
      loading={<SkeletonRows label="Loading questions" count={3} height={52} />}
      isEmpty={() => active.length === 0}
      empty={
        <StatusMessage
          icon={<HelpOutlineIcon />}
          title="No questions yet"
          description="Ask our support team anything about this product: we answer around the clock."
        />
      }
    >
      {() => (
        <div>
          {active.map((faq) => (
            <Accordion
              key={faq.id}
              disableGutters
              variant="outlined"
              expanded={openId === faq.id}
              onChange={(_event, isExpanded) => setOpenId(isExpanded ? faq.id : null)}
              sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${faq.id}-question`}
                aria-controls={`faq-${faq.id}-answer`}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {faq.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${faq.id}-answer`}>
                <ProductDescription text={faq.answer} sx={{ color: 'text.secondary' }} />
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
    </QueryStates>
  );
}
