/**
 * The notice a signed-in customer whose wallet staff froze sees under the navigation bar on every
 * page (contracts/wallet-freeze.ts WALLET_FROZEN_NOTICE). Nothing for anyone else, nor while the
 * session loads (so a server-rendered page hydrates unchanged).
 */
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { WALLET_FROZEN_NOTICE } from '@contracts/wallet-freeze';
import { useUser } from '@/api/get-user';

export function WalletFrozenNotice() {
  const { user } = useUser();
  if (!user?.walletFrozen) return null;
  return (
    <Container maxWidth="lg" sx={{ mt: 2 }}>
      <Alert severity="warning" role="status" aria-label="Wallet frozen">
        {WALLET_FROZEN_NOTICE}
      </Alert>
    </Container>
  );
}
