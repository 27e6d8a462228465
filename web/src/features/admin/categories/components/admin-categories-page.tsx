/**
 * Admin categories (/admin/categories) (docs/specs/admin-area.md sections 2.11, 4, 5, 7 and 8): a
 * server search, the categories in display order with move up/down and an active toggle (both
 * instant, rolled back with an Error toast when the server refuses), Add Category and Edit Category
 * dialogs, and a delete that asks "Are you sure you want to delete this category?" and, when the
 * category holds products, which category they move to. Empty state: No categories found.
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
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { useMoveCategory } from '../api/move-category';
import type { MoveDirection } from '../api/move-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoriesGrid } from './categories-grid';
import { CategoryFormDialog } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; category: CategoryDto };

export function AdminCategoriesPage() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const categoriesQuery = useAdminCategories(debouncedSearch);
  const moveCategory = useMoveCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  // Every category (not only the search's): the targets a deleted category's products can move to.
  const allCategoriesQuery = useAdminCategories('');
  const allCategories = allCategoriesQuery.data ?? [];
  // The id, so the dialog shows the category's current product count after a refetch.
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const deleting = allCategories.find((category) => category.id === deletingId) ?? null;

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

  const onConfirmDelete = (moveProductsTo: number | null) => {
    if (!deleting) return;
    const { id, name } = deleting;
    deleteCategory.mutate(
      { categoryId: id, moveProductsTo },
      {
        onSuccess: () => {
          const target = allCategories.find((category) => category.id === moveProductsTo);
          toast({
            title: 'Category deleted',
            description: target
              ? `${name} was removed; its products moved to ${target.name}.`
              : `${name} was removed.`,
          });
          setDeletingId(null);
        },
        // A refusal (a product joined meanwhile, or the target was deleted) keeps the question
        // open with the counts and categories read again, and says why.
        onError: (failure) => {
          toastAdminError(failure);
          void allCategoriesQuery.refetch();
        },
      },
    );
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
            onDelete={(category: CategoryDto) => setDeletingId(category.id)}
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
      <DeleteCategoryDialog
        category={deleting}
        categories={allCategories}
        isPending={deleteCategory.isPending}
        onConfirm={onConfirmDelete}
        onClose={() => setDeletingId(null)}
      />
    </AdminLayout>
  );
}
