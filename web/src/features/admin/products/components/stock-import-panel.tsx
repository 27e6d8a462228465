/**
 * The stock dialog's Import batch tab: a supplier's batch read from a CSV or TXT file (or pasted,
 * one item per line; stock-import.ts), with its supplier, unit cost in dollars and a note. Before
 * anything is saved, the lines are checked by the server (POST .../stock/batches/check) and shown
 * with each duplicate marked: a line that repeats an earlier one, or a key the product ever held
 * (sold ones too). Save stays disabled while duplicates remain; Drop duplicates removes them and
 * checks again. A save refused for duplicates found meanwhile marks them the same way. Success
 * toast "Batch added", then the Batches tab.
 */
import { useMemo, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { AdminProductDto } from '@contracts/responses';
import { stockBatchSchema, type StockDuplicateDto } from '@contracts/stock-batches';
import type { StockLine } from '@contracts/stock-items';
import { errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { checkStockBatch, refusedDuplicates, useAddStockBatch } from '../api/add-stock-batch';
import { parseStockLines } from '../api/update-product-stock';
import { parseStockFile, StockFileError, stockFileFormat } from '../stock-import';
import {
  previewCounts,
  previewRows,
  previewStatusLabel,
  withoutDuplicates,
  type PreviewRow,
} from '../stock-import-preview';
import { useRowPager } from './row-pager';

type BatchField = 'supplier' | 'unitCost' | 'note';

/** The lines checked by the server, and the duplicates it found among them. */
interface Checked {
  lines: StockLine[];
  duplicates: StockDuplicateDto[];
}

const MONOSPACE = 'ui-monospace, Menlo, Consolas, monospace';
const ROWS_PER_PAGE = [25, 100, 500];

/** "1 repeats" / "2 repeat": a count with its verb agreeing. */
const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export function StockImportPanel({
  product,
  onSaved,
  onClose,
}: {
  product: AdminProductDto;
  /** After a batch was added: the dialog shows its Batches tab. */
  onSaved: () => void;
  onClose: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const checkRun = useRef(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [lines, setLines] = useState<StockLine[]>([]);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<BatchField, string>>({
    supplier: '',
    unitCost: '',
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<BatchField, string>>>({});
  const [onlyDuplicates, setOnlyDuplicates] = useState(false);
  const { ref: formRef, onErrors } = useFocusFirstError();
  const addBatch = useAddStockBatch();

  const isCurrent = checked !== null && checked.lines === lines;
  // A batch may hold up to 100 000 lines: marked once per check, not on every keystroke.
  const rows = useMemo(
    () => (isCurrent ? previewRows(checked.lines, checked.duplicates) : []),
    [isCurrent, checked],
  );
  const counts = useMemo(() => previewCounts(rows), [rows]);
  const hasDuplicates = isCurrent && checked.duplicates.length > 0;
  const canSave =
    isCurrent && !hasDuplicates && lines.length > 0 && !isChecking && !addBatch.isPending;
  const shown = onlyDuplicates ? rows.filter((row) => row.status.kind !== 'new') : rows;
  const { pageRows, pager, resetPage } = useRowPager(shown, {
    sizes: ROWS_PER_PAGE,
    label: 'Lines per page',
  });

  /** Takes `next` as the batch's lines and asks the server which of them it would refuse. */
  const check = async (next: StockLine[]) => {
    const run = ++checkRun.current;
    setLines(next);
    setChecked(null);
    setSaveError(null);
    resetPage();
    if (next.length === 0) return;
    setIsChecking(true);
    try {
      const duplicates = await checkStockBatch(
        product.id,
        next.map((line) => line.item),
      );
      if (run === checkRun.current) setChecked({ lines: next, duplicates });
    } catch (error) {
      if (run === checkRun.current) toastAdminError(error);
    } finally {
      if (run === checkRun.current) setIsChecking(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) reads it again.
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setFileError(null);
    setPasted('');
    try {
      await check(parseStockFile(await file.text(), stockFileFormat(file.name)));
    } catch (error) {
      // The file could not be read (StockFileError says where), or the browser failed to read it.
      setFileError(error instanceof StockFileError ? error.message : errorMessage(error));
      setLines([]);
      setChecked(null);
    }
  };

  const onPaste = (text: string) => {
    checkRun.current += 1;
    setIsChecking(false);
    setPasted(text);
    setFileName(null);
    setFileError(null);
    setSaveError(null);
    setLines(parseStockLines(text));
    setChecked(null);
  };

  const onDropDuplicates = () => {
    if (!checked) return;
    const kept = withoutDuplicates(checked.lines, checked.duplicates);
    if (fileName !== null) {
      void check(kept);
      return;
    }
    // Pasted items are renumbered as the box now shows them.
    const text = kept.map((line) => line.item).join('\n');
    setPasted(text);
    void check(parseStockLines(text));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    const items = lines.map((line) => line.item);
    const read = stockBatchSchema.safeParse({ items, ...values });
    if (!read.success) {
      setErrors(fieldErrors<BatchField>(read.error));
      onErrors();
      return;
    }
    setErrors({});
    setSaveError(null);
    const sent = lines;
    addBatch.mutate(
      { productId: product.id, batch: { items, ...values } },
      {
        onSuccess: ({ batchId, added }) => {
          toast({
            title: 'Batch added',
            description: `Batch #${batchId}: ${counted(added, 'item', 'items')} from ${values.supplier.trim()} ${added === 1 ? 'is' : 'are'} on sale after the stock.`,
          });
          onPaste('');
          setValues({ supplier: '', unitCost: '', note: '' });
          onSaved();
        },
        onError: (error) => {
          const duplicates = refusedDuplicates(error);
          if (!duplicates) {
            toastAdminError(error);
            return;
          }
          setChecked({ lines: sent, duplicates });
          setSaveError(errorMessage(error));
        },
      },
    );
  };

  const field = (name: BatchField) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name] !== undefined,
  });

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Add a supplier&apos;s batch to {product.name}: a TXT file with one key or account per
          line, or a CSV file with them in the first column (a header row named item, key or code is
          skipped). Duplicates are shown before anything is saved.
        </DialogContentText>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
            >
              Choose CSV or TXT file
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-label="Batch file"
              hidden
              onChange={(event) => void onFile(event)}
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {fileName ?? 'No file chosen'}
            </Typography>
          </Stack>
          {fileError && <Alert severity="error">{fileError}</Alert>}
          <TextField
            label="Or paste items, one per line"
            multiline
            minRows={3}
            maxRows={8}
            fullWidth
            value={pasted}
            onChange={(event) => onPaste(event.target.value)}
            slotProps={{ htmlInput: { style: { fontFamily: MONOSPACE } } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Supplier"
              required
              fullWidth
              {...field('supplier')}
              helperText={errors.supplier}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Unit cost ($)"
              required
              fullWidth
              {...field('unitCost')}
              helperText={
                errors.unitCost ? `Unit cost ${errors.unitCost}` : 'What one item cost, e.g. 1.25'
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Stack>
          <TextField
            label="Note"
            fullWidth
            {...field('note')}
            helperText={errors.note}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Preview
            lineCount={lines.length}
            isChecking={isChecking}
            isCurrent={isCurrent}
            counts={counts}
            saveError={saveError}
            onCheck={() => void check(lines)}
            onDropDuplicates={onDropDuplicates}
          />
          {isCurrent && rows.length > 0 && (
            <>
              {hasDuplicates && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={onlyDuplicates}
                      onChange={(event) => {
                        setOnlyDuplicates(event.target.checked);
                        resetPage();
                      }}
                    />
                  }
                  label="Show only duplicates"
                />
              )}
              <PreviewTable rows={pageRows} />
              {pager}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={addBatch.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!canSave}>
          {addBatch.isPending ? 'Saving…' : 'Save batch'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The check's summary: how many lines, which are duplicates, and what to do next. */
function Preview({
  lineCount,
  isChecking,
  isCurrent,
  counts,
  saveError,
  onCheck,
  onDropDuplicates,
}: {
  lineCount: number;
  isChecking: boolean;
  isCurrent: boolean;
  counts: ReturnType<typeof previewCounts>;
  saveError: string | null;
  onCheck: () => void;
  onDropDuplicates: () => void;
}) {
  if (lineCount === 0) return null;
  if (isChecking)
    return (
      <Alert severity="info" role="status">
        Checking {counted(lineCount, 'line', 'lines')} for duplicates…
      </Alert>
    );
  if (!isCurrent)
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onCheck}>
            Preview
          </Button>
        }
      >
        {counted(lineCount, 'line', 'lines')} to import: preview them to check for duplicates.
      </Alert>
    );
  const duplicates = counts.repeated + counts.held;
  if (duplicates === 0)
    return (
      <Alert severity="success" role="status">
        {counted(counts.total, 'line', 'lines')}, all new: ready to save.
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onDropDuplicates}>
          Drop duplicates
        </Button>
      }
    >
      {saveError && <Box sx={{ mb: 1 }}>{saveError}</Box>}
      {counted(counts.total, 'line', 'lines')}: {counts.new} new,{' '}
      {counted(counts.repeated, 'repeats an earlier line', 'repeat an earlier line')},{' '}
      {counted(counts.held, 'is', 'are')} already in this product&apos;s stock history. Drop the
      duplicates or fix the file before saving.
    </Alert>
  );
}

/**
 * The lines of the preview, duplicates marked. The table scrolls, so its container is focusable
 * and named: a keyboard can scroll it too (WCAG 2.2 success criterion 2.1.1).
 */
function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  return (
    <TableContainer
      sx={{ maxHeight: 360 }}
      tabIndex={0}
      role="region"
      aria-label="Batch preview table"
    >
      <Table size="small" stickyHeader aria-label="Batch preview">
        <TableHead>
          <TableRow>
            <TableCell align="right">Line</TableCell>
            <TableCell>Item</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell align="right">{row.line}</TableCell>
              <TableCell sx={{ fontFamily: MONOSPACE, wordBreak: 'break-all' }}>
                {row.item}
              </TableCell>
              <TableCell>
                {row.status.kind === 'new' ? (
                  previewStatusLabel(row.status)
                ) : (
                  <Chip
                    size="small"
                    color={row.status.kind === 'held' ? 'error' : 'warning'}
                    variant="outlined"
                    label={previewStatusLabel(row.status)}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
