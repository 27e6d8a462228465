/**
 * The Staff Roles dialog (owners only): one checkbox per role with what it may do; none makes
 * the account a customer again. Saving asks for the password when the last one is older than
 * 5 minutes.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { UserDto } from '@contracts/responses';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@contracts/staff-roles';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useSetStaffRoles } from '../api/administer-staff';

/** What each role may do, for the person choosing. */
const ROLE_SCOPES: Record<StaffRole, string> = {
  owner: 'Everything, and manages staff',
  admin: 'Everything but staff',
  support: 'Tickets, warranty claims, orders (read)',
  fulfilment: 'Manual orders, stock, products and categories',
  finance: 'Balances, deposits, transactions, reports',
};

export function StaffRolesDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const save = useSetStaffRoles();
  const [roles, setRoles] = useState<StaffRole[]>(user.roles);
  const toggle = (role: StaffRole) =>
    setRoles((current) =>
      current.includes(role) ? current.filter((r) => r !== role) : [...current, role],
    );

  const onSave = () =>
    save.mutate(
      { userId: user.id, roles },
      {
        onSuccess: () => {
          toast({ title: 'Roles saved', description: `${user.email}: roles updated.` });
          onClose();
        },
        onError: (error) => toastAdminError(error, 'Failed to save roles'),
      },
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="staff-roles-title" fullWidth maxWidth="sm">
      <DialogTitle id="staff-roles-title">Staff roles</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {user.email}: choose what they may do. No role makes them a customer.
        </DialogContentText>
        <FormGroup>
          {STAFF_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={<Checkbox checked={roles.includes(role)} onChange={() => toggle(role)} />}
              label={
                <span>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {STAFF_ROLE_LABELS[role]}
                  </Typography>
                  <Typography component="span" color="text.secondary" variant="body2">
                    {' '}
                    — {ROLE_SCOPES[role]}
                  </Typography>
                </span>
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save roles'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
