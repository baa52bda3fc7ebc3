/** Where "sign in to vote/comment" leads: the login page, back to the board afterwards. */
export const LOGIN_TO_VOTE = `/login?next=${encodeURIComponent('/suggestions')}`;
