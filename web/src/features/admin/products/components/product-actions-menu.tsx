/**
 * On phones the product list keeps one actions button per row (docs/specs/admin-area.md 2.4): a
 * menu with Edit, Auto Delivery Stock, Stock & Warranty Policy, Purchase Limits, Manage FAQs, the active/inactive switch and Delete, so the
 * row fits a narrow screen without sideways scrolling.
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LiveHelpIcon from '@mui/icons-material/LiveHelpOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PolicyIcon from '@mui/icons-material/PolicyOutlined';
import LimitsIcon from '@mui/icons-material/ProductionQuantityLimits';
import ToggleOffIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';

export type ProductAction = 'edit' | 'stock' | 'policy' | 'limits' | 'faqs' | 'toggle' | 'delete';

export function ProductActionsMenu({
  name,
  isActive,
  tabIndex,
  onAction,
}: {
  name: string;
  isActive: boolean;
  /** The grid cell's tab index (0 when the cell has focus). */
  tabIndex: 0 | -1;
  onAction: (action: ProductAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: ProductAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        tabIndex={tabIndex}
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('edit')}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Edit</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('stock')}>
          <ListItemIcon>
            <Inventory2OutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Auto Delivery Stock</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('policy')}>
          <ListItemIcon>
            <PolicyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Stock & Warranty Policy</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('limits')}>
          <ListItemIcon>
            <LimitsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Purchase Limits</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('faqs')}>
          <ListItemIcon>
            <LiveHelpIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Manage FAQs</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('toggle')}>
          <ListItemIcon>
            {isActive ? <ToggleOffIcon fontSize="small" /> : <ToggleOnIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{isActive ? 'Make Inactive' : 'Make Active'}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
