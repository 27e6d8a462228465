/** One label and value line of the Add Funds summaries (the Payment Summary, a followed top-up). */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function SummaryRow({
  label,
  value,
  isStrong = false,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography color={isStrong ? 'text.primary' : 'text.secondary'}>{label}</Typography>
      <Typography sx={{ fontWeight: isStrong ? 800 : 600, textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}
