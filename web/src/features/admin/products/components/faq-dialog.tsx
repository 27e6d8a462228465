/**
 * Manage FAQs dialog (docs/specs/admin-area.md sections 2.4, 5, 7 and 8): the product's questions
 * with a delete button each, and a form to add one. Add is disabled until both the question and the
 * answer are non-empty; the display order defaults to 0; the answer is BBCode with a preview. A
 * failed load shows the toast "Failed to load FAQs"; success toasts "FAQ created" and "FAQ
 * deleted".
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import type { AdminProductDto } from '@contracts/responses';
import { useProductFaqs } from '@/api/get-product-faqs';
import { ProductDescription } from '@/components/product-description';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useCreateProductFaq } from '../api/create-product-faq';
import { useDeleteProductFaq } from '../api/delete-product-faq';
import { BbcodeField } from './bbcode-field';

/** Display order of a new question (docs/specs/admin-area.md section 5). */
const DEFAULT_FAQ_ORDER = '0';

export function FaqDialog({ product, onClose }: { product: AdminProductDto; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const faqs = useProductFaqs(product.id);
  const createFaq = useCreateProductFaq();
  const deleteFaq = useDeleteProductFaq();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [order, setOrder] = useState(DEFAULT_FAQ_ORDER);
  const orderIsWhole = /^-?\d+$/.test(order.trim() || '0');
  const canAdd = question.trim() !== '' && answer.trim() !== '' && orderIsWhole;

  useEffect(() => {
    if (faqs.error) toast({ title: 'Failed to load FAQs', variant: 'destructive' });
  }, [faqs.error]);

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canAdd) return;
    createFaq.mutate(
      {
        productId: product.id,
        question: question.trim(),
        answer: answer.trim(),
        order: Number(order.trim() || DEFAULT_FAQ_ORDER),
        isActive: true,
      },
      {
        onSuccess: () => {
          toast({ title: 'FAQ created', description: `Added to ${product.name}.` });
          setQuestion('');
          setAnswer('');
          setOrder(DEFAULT_FAQ_ORDER);
        },
        onError: (error) => toastAdminError(error),
      },
    );
  };

  const sorted = [...(faqs.data ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);

  return (
    <Dialog
      open
      onClose={createFaq.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="faq-dialog-title"
    >
      <DialogTitle id="faq-dialog-title">
        Manage FAQs
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {product.name}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          Questions
        </Typography>
        <QueryStates
          query={faqs}
          errorTitle="Failed to load FAQs"
          loading={<SkeletonRows label="Loading questions" count={2} height={64} />}
          empty={
            <StatusMessage
              icon={<HelpOutlineIcon />}
              title="No questions yet"
              description="Add the questions buyers ask most; they show on the product page."
            />
          }
        >
          {() => (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {sorted.map((faq) => (
                <Paper component="li" key={faq.id} variant="outlined" sx={{ p: 2 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>{faq.question}</Typography>
                      <ProductDescription
                        text={faq.answer}
                        sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}
                      />
                      <Chip size="small" label={`Order ${faq.order}`} sx={{ mt: 1 }} />
                    </Box>
                    <Tooltip title="Delete FAQ">
                      <span>
                        <IconButton
                          color="error"
                          aria-label={`Delete FAQ: ${faq.question}`}
                          disabled={deleteFaq.isPending}
                          onClick={() =>
                            deleteFaq.mutate(
                              { faqId: faq.id, productId: product.id },
                              {
                                onSuccess: () =>
                                  toast({ title: 'FAQ deleted', description: faq.question }),
                                onError: (error) => toastAdminError(error),
                              },
                            )
                          }
                        >
                          <DeleteIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </QueryStates>

        <Divider sx={{ my: 3 }} />

        <Box component="form" onSubmit={onAdd} noValidate aria-labelledby="faq-add-title">
          <Typography
            id="faq-add-title"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, mb: 1.5 }}
          >
            Add a Question
          </Typography>
          <Stack spacing={2}>
            <TextField
              label="Question"
              required
              fullWidth
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
            />
            <BbcodeField label="Answer" required value={answer} onChange={setAnswer} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label="Display Order"
                type="number"
                value={order}
                onChange={(event) => setOrder(event.target.value)}
                error={!orderIsWhole}
                helperText={orderIsWhole ? 'Lower numbers show first' : 'Enter a whole number'}
                slotProps={{ htmlInput: { step: 1 } }}
                sx={{ width: 200 }}
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<AddIcon />}
                disabled={!canAdd || createFaq.isPending}
                sx={{ mt: 1 }}
              >
                {createFaq.isPending ? 'Adding...' : 'Add FAQ'}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
