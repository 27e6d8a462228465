/**
 * Export CSV on a staff list (ARCHITECTURE.md "CSV exports"): downloads the list's export with
 * the filters shown, through the API client, so the step-up dialog asks for the password when it
 * was not entered lately (the files hold customer e-mails) and the request then goes again. The
 * file keeps the name the server gives it. It stretches as the filters' row or column does: full
 * width on a phone.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { api } from '@/lib/api-client';
import { toastAdminError } from './admin-toasts';

/** `url`: the export with the list's filters (GET /api/admin/<list>.csv?...); `list`: its name. */
export function ExportCsvButton({ url, list }: { url: string; list: string }) {
  const [isExporting, setIsExporting] = useState(false);
  const onExport = async () => {
    setIsExporting(true);
    try {
      await api.download(url, `keymart-${list}.csv`);
    } catch (error) {
      toastAdminError(error, 'Export failed');
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void onExport()}
      disabled={isExporting}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {isExporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
