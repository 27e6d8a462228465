/**
 * Admin categories (/admin/categories) (docs/specs/admin-area.md sections 2.11, 4, 5, 7 and 8): a
 * server search, the categories in display order with move up/down and an active toggle (both
 * instant, rolled back with an Error toast when the server refuses), Add Category and Edit Category
 * dialogs, and a delete that asks "Are you sure you want to delete this category?". Empty state: No
 * categories found.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { CategoryDto } from '@contracts/responses';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { toast } from '@/lib/toast';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { toastAdminError } from '../../components/admin-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { useMoveCategory } from '../api/move-category';
import type { MoveDirection } from '../api/move-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoriesGrid } from './categories-grid';
import { CategoryFormDialog } from './category-form-dialog';

/** The delete question (docs/specs/admin-area.md section 5, Category). */
const DELETE_CATEGORY_QUESTION = 'Are you sure you want to delete this category?';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; category: CategoryDto };

export function AdminCategoriesPage() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const categoriesQuery = useAdminCategories(debouncedSearch);
  const moveCategory = useMoveCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<CategoryDto | null>(null);

  const onMove = (category: CategoryDto, direction: MoveDirection) => {
    moveCategory.mutate(
      { categoryId: category.id, direction },
      {
        onSuccess: () =>
          toast({ title: 'Category updated', description: `${category.name} moved ${direction}.` }),
        onError: (failure) => toastAdminError(failure),
      },
    );
  };

  const onToggleActive = (category: CategoryDto) => {
    const isActive = !category.isActive;
    updateCategory.mutate(
      { categoryId: category.id, changes: { isActive } },
      {
        onSuccess: () =>
          toast({
            title: 'Category updated',
            description: `${category.name} is now ${isActive ? 'active' : 'inactive'}.`,
          }),
        onError: (failure) => toastAdminError(failure),
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    deleteCategory.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Category deleted', description: `${deleting.name} was removed.` });
        setDeleting(null);
      },
      // A refusal (the category still holds products: the message says how many) closes the
      // question and shows why, so the admin can move the products first.
      onError: (failure) => {
        setDeleting(null);
        toastAdminError(failure);
      },
    });
  };

  return (
    <AdminLayout title="Categories">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AdminSearchField label="Search categories" value={search} onChange={setSearch} />
          {categoriesQuery.isFetching && !categoriesQuery.isPending && (
            <CircularProgress size={20} aria-label="Searching" />
          )}
        </Stack>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ mode: 'add' })}
        >
          Add Category
        </Button>
      </Stack>

      <QueryStates
        query={categoriesQuery}
        errorTitle="Could not load categories"
        loading={<SkeletonRows label="Loading categories" height={60} />}
        empty={
          <StatusMessage
            icon={<CategoryOutlinedIcon />}
            title="No categories found"
            description={
              debouncedSearch.trim() ? 'Try another search.' : 'Add a category to group products.'
            }
          />
        }
      >
        {(categories) => (
          <CategoriesGrid
            categories={categories}
            isSearching={debouncedSearch.trim() !== ''}
            isLoading={categoriesQuery.isPlaceholderData}
            onMove={onMove}
            onToggleActive={onToggleActive}
            onEdit={(category) => setDialog({ mode: 'edit', category })}
            onDelete={setDeleting}
          />
        )}
      </QueryStates>

      {dialog.mode !== 'closed' && (
        <CategoryFormDialog
          key={dialog.mode === 'edit' ? dialog.category.id : 'new'}
          category={dialog.mode === 'edit' ? dialog.category : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete category"
        message={DELETE_CATEGORY_QUESTION}
        isPending={deleteCategory.isPending}
        onConfirm={onConfirmDelete}
        onClose={() => setDeleting(null)}
      />
    </AdminLayout>
  );
}
