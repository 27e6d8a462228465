/**
 * Admin announcements (/admin/announcements) (docs/specs/admin-area.md sections 2.14, 4, 5, 7 and
 * 8): a search box, Add Announcement (one dialog with create and edit modes), and the announcements
 * as cards with an active toggle (sends only isActive), edit and delete (no confirmation). A
 * spinner shows while fetching; empty state: No announcements found. Every change refreshes the
 * admin list and the public list of the home banner. Failures: a destructive toast "Error" with the
 * server's message.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import type { AnnouncementDto } from '@contracts/announcements';
import { QueryStates } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { toast } from '@/lib/toast';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { toastAdminError } from '../../components/admin-toasts';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAdminAnnouncements } from '../api/get-admin-announcements';
import { useUpdateAnnouncement } from '../api/update-announcement';
import { AnnouncementCard } from './announcement-card';
import {
  AnnouncementFormDialog,
  EMPTY_ANNOUNCEMENT_FORM,
  announcementTextError,
} from './announcement-form-dialog';
import type { AnnouncementFormValues } from './announcement-form-dialog';

function LoadingSpinner() {
  return (
    <Box
      role="status"
      aria-label="Loading announcements"
      sx={{ display: 'flex', justifyContent: 'center', py: 8 }}
    >
      <CircularProgress />
    </Box>
  );
}

export function AdminAnnouncementsPage() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const announcementsQuery = useAdminAnnouncements(debouncedSearch);
  const createAnnouncement = useCreateAnnouncement();
  const updateAnnouncement = useUpdateAnnouncement();
  const deleteAnnouncement = useDeleteAnnouncement();

  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [form, setForm] = useState<AnnouncementFormValues>(EMPTY_ANNOUNCEMENT_FORM);
  const [formError, setFormError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // A card's toggle is an update too; only a dialog save (it carries the text) blocks the dialog.
  const isSaving =
    createAnnouncement.isPending ||
    (updateAnnouncement.isPending && updateAnnouncement.variables.changes.text !== undefined);

  /**
   * Cancel or save: close and reset to empty text, active, general (docs/specs/admin-area.md
   * section 4). The reset waits for the closing animation so the closing dialog does not flash
   * empty.
   */
  const closeDialog = () => setIsDialogOpen(false);
  const resetForm = () => {
    setEditingId(null);
    setForm(EMPTY_ANNOUNCEMENT_FORM);
    setFormError(null);
  };
  const openCreate = () => {
    resetForm();
    setIsDialogOpen(true);
  };
  const openEdit = (announcement: AnnouncementDto) => {
    setEditingId(announcement.id);
    setForm({ text: announcement.text, isActive: announcement.isActive, type: announcement.type });
    setFormError(null);
    setIsDialogOpen(true);
  };
  const onFormChange = (values: AnnouncementFormValues) => {
    setForm(values);
    if (formError) setFormError(announcementTextError(values.text));
  };

  const onSubmit = () => {
    const error = announcementTextError(form.text);
    if (error) {
      setFormError(error);
      return;
    }
    const body = { text: form.text.trim(), isActive: form.isActive, type: form.type };
    if (editingId === null) {
      createAnnouncement.mutate(body, {
        onSuccess: () => {
          toast({ title: 'Announcement created successfully' });
          closeDialog();
        },
        onError: (failure) => toastAdminError(failure),
      });
    } else {
      updateAnnouncement.mutate(
        { announcementId: editingId, changes: body },
        {
          onSuccess: () => {
            toast({ title: 'Announcement updated successfully' });
            closeDialog();
          },
          onError: (failure) => toastAdminError(failure),
        },
      );
    }
  };

  const onToggleActive = (announcement: AnnouncementDto) => {
    updateAnnouncement.mutate(
      { announcementId: announcement.id, changes: { isActive: !announcement.isActive } },
      {
        onSuccess: () => toast({ title: 'Announcement status updated' }),
        onError: (failure) => toastAdminError(failure),
      },
    );
  };

  const onDelete = (announcement: AnnouncementDto) => {
    setDeletingId(announcement.id);
    deleteAnnouncement.mutate(announcement.id, {
      onSuccess: () => toast({ title: 'Announcement deleted successfully' }),
      onError: (failure) => toastAdminError(failure),
      onSettled: () => setDeletingId(null),
    });
  };

  return (
    <AdminLayout title="Announcements">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AdminSearchField label="Search announcements" value={search} onChange={setSearch} />
          {announcementsQuery.isFetching && !announcementsQuery.isPending && (
            <CircularProgress size={20} aria-label="Searching" />
          )}
        </Stack>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
          Add Announcement
        </Button>
      </Stack>

      <QueryStates
        query={announcementsQuery}
        errorTitle="Could not load announcements"
        loading={<LoadingSpinner />}
        empty={
          <StatusMessage
            icon={<CampaignOutlinedIcon />}
            title="No announcements found"
            description={
              debouncedSearch.trim()
                ? 'Try another search.'
                : 'Add one to show it in the banner on the home page.'
            }
          />
        }
      >
        {(announcements) => (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {announcements.map((announcement) => (
              <Grid key={announcement.id} size={{ xs: 12, md: 6, lg: 4 }} component="li">
                <AnnouncementCard
                  announcement={announcement}
                  isDeleting={deletingId === announcement.id}
                  onToggleActive={() => onToggleActive(announcement)}
                  onEdit={() => openEdit(announcement)}
                  onDelete={() => onDelete(announcement)}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </QueryStates>

      <AnnouncementFormDialog
        open={isDialogOpen}
        mode={editingId === null ? 'create' : 'edit'}
        values={form}
        error={formError}
        isPending={isSaving}
        onChange={onFormChange}
        onSubmit={onSubmit}
        onCancel={closeDialog}
        onExited={resetForm}
      />
    </AdminLayout>
  );
}
