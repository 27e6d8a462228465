/**
 * Edit and Delete icon buttons for a row of an admin grid whose row click does something else
 * (shows the row's details): a click on either does not reach the row.
 */
import type { MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';

export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  /** What the row is, for the buttons' labels ("Edit <name>", "Delete <name>"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const only = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <Stack direction="row">
      <IconButton aria-label={`Edit ${name}`} onClick={only(onEdit)}>
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Delete ${name}`} onClick={only(onDelete)}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
