/**
 * One announcement in the admin list (docs/specs/admin-area.md 2.14): a type badge, an Active or
 * Inactive badge, the text, the created date, an active toggle, an edit button and a delete button.
 */
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { AnnouncementDto } from '@contracts/announcements';
import { formatDateTime } from '@/lib/format-date';
import { ANNOUNCEMENT_TYPE_COLORS, announcementTypeLabel } from './announcement-types';

export function AnnouncementCard({
  announcement,
  isDeleting,
  onToggleActive,
  onEdit,
  onDelete,
}: {
  announcement: AnnouncementDto;
  isDeleting: boolean;
  onToggleActive: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { text, type, isActive, createdAt } = announcement;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Announcement: ${text}`}
      sx={{
        opacity: isDeleting ? 0.5 : 1,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            label={announcementTypeLabel(type)}
            color={ANNOUNCEMENT_TYPE_COLORS[type] ?? 'default'}
          />
          <Chip
            size="small"
            variant="outlined"
            label={isActive ? 'Active' : 'Inactive'}
            color={isActive ? 'success' : 'default'}
          />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          Created {formatDateTime(createdAt)}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <FormControlLabel
          control={<Switch checked={isActive} onChange={onToggleActive} />}
          label="Active"
        />
        <Stack direction="row">
          <Tooltip title="Edit">
            <IconButton aria-label="Edit announcement" onClick={onEdit}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              aria-label="Delete announcement"
              color="error"
              onClick={onDelete}
              disabled={isDeleting}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </CardActions>
    </Card>
  );
}
