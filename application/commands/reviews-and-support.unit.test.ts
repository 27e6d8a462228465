import { describe, expect, it } from 'vitest';
import { changeTicketStatus } from './change-ticket-status';
import { at, commandTestKit, expectRefusal, productDetails } from './command-test-kit';
import { deleteReview } from './delete-review';
import { moderateReview } from './moderate-review';
import { openTicket } from './open-ticket';
import { postReview } from './post-review';
import { postTicketMessage } from './post-ticket-message';
import { replyToTicket } from './reply-to-ticket';

const customer = at(7);
const admin = at(1);

/** A kit whose store holds product 1 (active) and product 2 (inactive). */
async function withProducts() {
  const kit = commandTestKit();
  await kit.given('product-1', [
    { type: 'ProductCreated', data: { productId: 1, ...productDetails('A') } },
  ]);
  await kit.given('product-2', [
    { type: 'ProductCreated', data: { productId: 2, ...productDetails('B', { isActive: false }) } },
  ]);
  return kit;
}

const review = { productId: 1, userId: 7, comment: ' Great ', rating: 4 };

describe('PostReview', () => {
  it('posts the trimmed review, unapproved, and reserves the customer’s one review of the product', async () => {
    const kit = await withProducts();
    const outcome = await postReview(kit.deps, review, customer);
    expect(outcome.result).toEqual({ reviewId: 1 });
    expect(await kit.appended()).toEqual([
      ['reservation-product-review-1-7', 'ValueReserved', { owner: 'review-1' }],
      [
        'review-1',
        'ReviewPosted',
        { reviewId: 1, ...review, comment: 'Great', verifiedPurchase: false },
      ],
    ]);
  });

  it('marks the review of a customer whose order of the product was delivered a verified purchase', async () => {
    const kit = await withProducts();
    const placed = (orderId: number, userId: number) => ({
      type: 'OrderPlaced',
      data: {
        orderId,
        orderNumber: `KM-00000${orderId}`,
        userId,
        productId: 1,
        productName: 'A',
        quantity: 1,
        unitPriceCents: 999,
        totalCents: 999,
        couponCode: null,
        deliveryType: 'automatic',
        warrantyDays: 30,
        placedAt: '2026-02-01T10:00:00.000Z',
      },
    });
    const delivered = { type: 'OrderDelivered', data: { deliveredItem: 'sealed' } };
    await kit.given('order-1', [placed(1, 7), delivered]);
    await kit.given('order-2', [placed(2, 8)]);
    await postReview(kit.deps, review, customer);
    await postReview(kit.deps, { ...review, userId: 8 }, at(8));
    expect(
      (await kit.appended())
        .filter(([, type]) => type === 'ReviewPosted')
        .map(([, , data]) => [data.userId, data.verifiedPurchase]),
    ).toEqual([
      [7, true],
      [8, false],
    ]);
  });

  it('refuses a second review, a missing or inactive product, a blank comment and a bad rating', async () => {
    const kit = await withProducts();
    await postReview(kit.deps, review, customer);
    await expectRefusal(
      postReview(kit.deps, review, customer),
      'conflict',
      'You have already reviewed this product',
    );
    for (const productId of [2, 3])
      await expectRefusal(
        postReview(kit.deps, { ...review, productId }, customer),
        'not_found',
        'Product not found',
      );
    await expectRefusal(
      postReview(kit.deps, { ...review, comment: ' ' }, customer),
      'validation',
      'Comment is required',
    );
    await expectRefusal(
      postReview(kit.deps, { ...review, rating: 6 }, customer),
      'validation',
      'Rating must be a whole number from 1 to 5',
    );
  });

  it('retries when a twin review reserves the product concurrently, and is then refused', async () => {
    const kit = await withProducts();
    kit.interleave('reservation-product-review-1-7', [
      { type: 'ValueReserved', data: { owner: 'review-99' } },
    ]);
    await expectRefusal(
      postReview(kit.deps, review, customer),
      'conflict',
      'You have already reviewed this product',
    );
    expect(kit.retries).toEqual(['PostReview']);
  });
});

describe('ModerateReview', () => {
  it('approves and edits, and appends nothing for the state it already has', async () => {
    const kit = await withProducts();
    await postReview(kit.deps, review, customer);
    await kit.appended();
    await moderateReview(kit.deps, { reviewId: 1, isApproved: true, comment: 'Good' }, admin);
    expect(await kit.appended()).toEqual([
      ['review-1', 'ReviewEdited', { comment: 'Good' }],
      ['review-1', 'ReviewApproved', { reviewId: 1 }],
    ]);
    const again = await moderateReview(kit.deps, { reviewId: 1, isApproved: true }, admin);
    expect(again.eventTypes).toBeNull();
    await moderateReview(kit.deps, { reviewId: 1, isApproved: false }, admin);
    expect(await kit.appended()).toEqual([['review-1', 'ReviewUnapproved', { reviewId: 1 }]]);
  });

  it('refuses an unknown review and a blank comment', async () => {
    const kit = await withProducts();
    await expectRefusal(
      moderateReview(kit.deps, { reviewId: 1, isApproved: true }, admin),
      'not_found',
      'Comment not found',
    );
    await postReview(kit.deps, review, customer);
    await expectRefusal(
      moderateReview(kit.deps, { reviewId: 1, comment: '' }, admin),
      'validation',
      'Comment is required',
    );
  });

  it('retries after a concurrent approval and then has nothing to do', async () => {
    const kit = await withProducts();
    await postReview(kit.deps, review, customer);
    kit.interleave('review-1', [{ type: 'ReviewApproved', data: { reviewId: 1 } }]);
    const outcome = await moderateReview(kit.deps, { reviewId: 1, isApproved: true }, admin);
    expect(kit.retries).toEqual(['ModerateReview']);
    expect(outcome.eventTypes).toBeNull();
  });
});

describe('DeleteReview', () => {
  it('deletes the review and frees the reservation, so the customer may review again', async () => {
    const kit = await withProducts();
    await postReview(kit.deps, review, customer);
    await kit.appended();
    await deleteReview(kit.deps, { reviewId: 1 }, admin);
    expect(await kit.appended()).toEqual([
      ['reservation-product-review-1-7', 'ValueReleased', { owner: 'review-1' }],
      ['review-1', 'ReviewDeleted', { reviewId: 1 }],
    ]);
    await expectRefusal(
      deleteReview(kit.deps, { reviewId: 1 }, admin),
      'not_found',
      'Comment not found',
    );
    expect((await postReview(kit.deps, review, customer)).result).toEqual({ reviewId: 2 });
  });

  it('retries after a concurrent edit', async () => {
    const kit = await withProducts();
    await postReview(kit.deps, review, customer);
    kit.interleave('review-1', [{ type: 'ReviewEdited', data: { comment: 'Edited' } }]);
    await deleteReview(kit.deps, { reviewId: 1 }, admin);
    expect(kit.retries).toEqual(['DeleteReview']);
    expect((await kit.appended()).map(([, type]) => type)).toEqual([
      'ValueReserved',
      'ReviewPosted',
      'ReviewEdited',
      'ValueReleased',
      'ReviewDeleted',
    ]);
  });
});

const ticket = { userId: 7, subject: ' Key does not work ', message: ' Help ' };

describe('OpenTicket', () => {
  it('opens a ticket with its first message, medium priority by default', async () => {
    const kit = commandTestKit();
    const outcome = await openTicket(kit.deps, ticket, customer);
    expect(outcome.result).toEqual({ ticketId: 1 });
    expect(await kit.appended()).toEqual([
      [
        'ticket-1',
        'TicketOpened',
        {
          ticketId: 1,
          userId: 7,
          subject: 'Key does not work',
          message: 'Help',
          messageId: 1,
          priority: 'medium',
        },
      ],
    ]);
    await openTicket(kit.deps, { ...ticket, priority: 'high' }, customer);
    expect((await kit.appended())[0]![2]).toMatchObject({
      ticketId: 2,
      messageId: 2,
      priority: 'high',
    });
  });

  it('refuses a blank subject or message', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      openTicket(kit.deps, { ...ticket, subject: '' }, customer),
      'validation',
      'Subject is required',
    );
    await expectRefusal(
      openTicket(kit.deps, { ...ticket, message: ' ' }, customer),
      'validation',
      'Message is required',
    );
  });

  it('retries when its ticket id turns out taken, and is then refused', async () => {
    const kit = commandTestKit();
    kit.interleave('ticket-1', [
      {
        type: 'TicketOpened',
        data: { ticketId: 1, userId: 8, subject: 'S', message: 'M', messageId: 9, priority: 'low' },
      },
    ]);
    await expectRefusal(
      openTicket(kit.deps, ticket, customer),
      'conflict',
      'Ticket already exists',
    );
    expect(kit.retries).toEqual(['OpenTicket']);
  });
});

describe('PostTicketMessage', () => {
  it('adds the customer’s message to their own ticket', async () => {
    const kit = commandTestKit();
    await openTicket(kit.deps, ticket, customer);
    await kit.appended();
    const outcome = await postTicketMessage(
      kit.deps,
      { ticketId: 1, userId: 7, message: ' More ' },
      customer,
    );
    expect(outcome.result).toEqual({ messageId: 2 });
    expect(await kit.appended()).toEqual([
      [
        'ticket-1',
        'TicketMessagePosted',
        { messageId: 2, userId: 7, message: 'More', isAdminReply: false },
      ],
    ]);
  });

  it("refuses someone else's ticket, a missing one, a closed one and a blank message", async () => {
    const kit = commandTestKit();
    await openTicket(kit.deps, ticket, customer);
    await expectRefusal(
      postTicketMessage(kit.deps, { ticketId: 1, userId: 8, message: 'x' }, at(8)),
      'not_found',
      'Ticket not found',
    );
    await expectRefusal(
      postTicketMessage(kit.deps, { ticketId: 2, userId: 7, message: 'x' }, customer),
      'not_found',
      'Ticket not found',
    );
    await expectRefusal(
      postTicketMessage(kit.deps, { ticketId: 1, userId: 7, message: ' ' }, customer),
      'validation',
      'Message is required',
    );
    await changeTicketStatus(kit.deps, { ticketId: 1, status: 'closed' }, admin);
    await expectRefusal(
      postTicketMessage(kit.deps, { ticketId: 1, userId: 7, message: 'x' }, customer),
      'rule',
      'This ticket is closed and no longer accepts replies',
    );
  });

  it('retries after a concurrent reply and keeps both messages', async () => {
    const kit = commandTestKit();
    await openTicket(kit.deps, ticket, customer);
    kit.interleave('ticket-1', [
      {
        type: 'TicketMessagePosted',
        data: { messageId: 50, userId: 1, message: 'On it', isAdminReply: true },
      },
    ]);
    await kit.appended();
    await postTicketMessage(kit.deps, { ticketId: 1, userId: 7, message: 'Thanks' }, customer);
    expect(kit.retries).toEqual(['PostTicketMessage']);
    expect((await kit.appended()).map(([, , data]) => data.messageId)).toEqual([50, 2]);
  });
});

describe('ReplyToTicket', () => {
  it('posts a staff reply and moves an open ticket to in progress', async () => {
    const kit = commandTestKit();
    await openTicket(kit.deps, ticket, customer);
    await kit.appended();
    const outcome = await replyToTicket(
      kit.deps,
      { ticketId: 1, adminId: 1, message: 'On it' },
      admin,
    );
    expect(outcome.result).toEqual({ messageId: 2 });
    expect(await kit.appended()).toEqual([
      [
        'ticket-1',
        'TicketMessagePosted',
        { messageId: 2, userId: 1, message: 'On it', isAdminReply: true },
      ],
      ['ticket-1', 'TicketStatusChanged', { status: 'in_progress' }],
    ]);
    await replyToTicket(kit.deps, { ticketId: 1, adminId: 1, message: 'Again' }, admin);
    expect((await kit.appended()).map(([, type]) => type)).toEqual(['TicketMessagePosted']);
  });

  it('refuses a missing ticket, a closed one and a blank reply', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      replyToTicket(kit.deps, { ticketId: 1, adminId: 1, message: 'x' }, admin),
      'not_found',
      'Ticket not found',
    );
    await openTicket(kit.deps, ticket, customer);
    await expectRefusal(
      replyToTicket(kit.deps, { ticketId: 1, adminId: 1, message: '' }, admin),
      'validation',
      'Message is required',
    );
    await changeTicketStatus(kit.deps, { ticketId: 1, status: 'closed' }, admin);
    await expectRefusal(
      replyToTicket(kit.deps, { ticketId: 1, adminId: 1, message: 'x' }, admin),
      'rule',
      'This ticket is closed and no longer accepts replies',
    );
  });

  it('retries after the ticket is closed concurrently, and is then refused', async () => {
    const kit = commandTestKit();
    await openTicket(kit.deps, ticket, customer);
    kit.interleave('ticket-1', [{ type: 'TicketStatusChanged', data: { status: 'closed' } }]);
    await expectRefusal(
      replyToTicket(kit.deps, { ticketId: 1, adminId: 1, message: 'x' }, admin),
      'rule',
      'This ticket is closed and no longer accepts replies',
    );
    expect(kit.retries).toEqual(['ReplyToTicket']);
  });
});

describe('ChangeTicketStatus', () => {
  it('sets any status and appends nothing when it is already that', async () => {
    const kit = commandTestKit();
    await openTicket(kit.deps, ticket, customer);
    await kit.appended();
    await changeTicketStatus(kit.deps, { ticketId: 1, status: 'pending' }, admin);
    expect(await kit.appended()).toEqual([
      ['ticket-1', 'TicketStatusChanged', { status: 'pending' }],
    ]);
    const again = await changeTicketStatus(kit.deps, { ticketId: 1, status: 'pending' }, admin);
    expect(again.eventTypes).toBeNull();
    await expectRefusal(
      changeTicketStatus(kit.deps, { ticketId: 2, status: 'closed' }, admin),
      'not_found',
      'Ticket not found',
    );
  });

  it('retries after a concurrent change and then has nothing to do', async () => {
    const kit = commandTestKit();
    await openTicket(kit.deps, ticket, customer);
    kit.interleave('ticket-1', [{ type: 'TicketStatusChanged', data: { status: 'closed' } }]);
    const outcome = await changeTicketStatus(kit.deps, { ticketId: 1, status: 'closed' }, admin);
    expect(kit.retries).toEqual(['ChangeTicketStatus']);
    expect(outcome.eventTypes).toBeNull();
  });
});
