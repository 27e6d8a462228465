/**
 * The toast on screen (docs/specs/customer-area.md section 1): default or destructive, title +
 * description + optional action, hides after 5000 ms, a rightward swipe of 50 px dismisses it. A
 * lazy chunk of toaster.tsx, loaded with the first toast: MUI's Snackbar and Alert are not needed
 * before.
 */
import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { NO_TRANSITION_FOR_REDUCED_MOTION } from '@/lib/motion';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, dismissToast } from '@/lib/toast';
import type { ToastItem } from '@/lib/toast';

export function ToastView({ item }: { item: ToastItem }) {
  const [offset, setOffset] = useState(0);
  const [isDragging, setIsDragging] = useState(false);
  const startX = useRef<number | null>(null);
  const isDestructive = item.variant === 'destructive';
  const close = () => dismissToast(item.id);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    startX.current = event.clientX;
    setIsDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const distance = Math.max(0, event.clientX - startX.current);
    if (distance > 4 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(distance);
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    setIsDragging(false);
    if (offset >= TOAST_SWIPE_THRESHOLD_PX) close();
    else setOffset(0);
  };

  return (
    <Snackbar
      open
      autoHideDuration={item.duration ?? TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        role={isDestructive ? 'alert' : 'status'}
        severity={isDestructive ? 'error' : 'success'}
        variant={isDestructive ? 'filled' : 'standard'}
        elevation={6}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        sx={{
          width: { xs: '100%', sm: 380 },
          transform: `translateX(${offset}px)`,
          opacity: Math.max(0.2, 1 - offset / (TOAST_SWIPE_THRESHOLD_PX * 3)),
          transition: isDragging ? 'none' : 'transform 150ms, opacity 150ms',
          ...NO_TRANSITION_FOR_REDUCED_MOTION,
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
        action={
          <>
            {item.action && (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  item.action?.onClick();
                  close();
                }}
              >
                {item.action.label}
              </Button>
            )}
            <IconButton
              aria-label="Close notification"
              color="inherit"
              size="small"
              onClick={close}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <AlertTitle sx={{ mb: item.description ? 0.5 : 0 }}>{item.title}</AlertTitle>
        {item.description}
      </Alert>
    </Snackbar>
  );
}
