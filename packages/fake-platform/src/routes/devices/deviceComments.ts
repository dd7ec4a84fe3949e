import type { PlatformApp, Scope } from '../../context';
import { newId, tick, visibleDevice } from '../../context';
import { messages } from '../../messages';
import { forbidden, notFound } from '../../problem';
import { bodies, quotas, readJson } from '../../validation';
import { mayDeleteComment, mayEditComment } from '../../views';

/** A device's comments: listed, written, and edited or removed by those who may. */
export function deviceCommentRoutes(app: PlatformApp) {
  app.get('/devices/:id/comments', (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    const caller = c.var.caller;
    return c.json(
      (scope.index.commentsByDevice.get(device.id) ?? []).map((comment) =>
        scope.views.comment(comment, caller),
      ),
    );
  });

  app.post('/devices/:id/comments', async (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.createDeviceComment);
    const text = quotas.commentText(body.text);
    const caller = c.var.caller;
    const comment = {
      id: newId(scope.core),
      deviceId: device.id,
      text,
      created: tick(scope.core),
      edited: null,
      author: caller.name,
      authorId: caller.id,
      editedBy: null,
    };
    scope.state.comments.push(comment);
    return c.json(scope.views.comment(comment, caller));
  });

  app.put('/devices/:id/comments/:commentId', async (c) => {
    const scope = c.var.scope;
    const comment = visibleComment(scope, c.req.param('id'), c.req.param('commentId'));
    const caller = c.var.caller;
    if (!mayEditComment(comment, caller)) throw forbidden(messages.notYourComment);
    const body = await readJson(c.req.raw, bodies.updateDeviceComment);
    comment.text = quotas.commentText(body.text);
    comment.edited = tick(scope.core);
    comment.editedBy = caller.name;
    return c.json(scope.views.comment(comment, caller));
  });

  app.delete('/devices/:id/comments/:commentId', (c) => {
    const scope = c.var.scope;
    const comment = visibleComment(scope, c.req.param('id'), c.req.param('commentId'));
    if (!mayDeleteComment(comment, c.var.caller)) throw forbidden(messages.notYourCommentToDelete);
    scope.state.comments.splice(scope.state.comments.indexOf(comment), 1);
    tick(scope.core);
    return c.body(null, 204);
  });
}

function visibleComment(scope: Scope, deviceId: string, commentId: string) {
  const device = visibleDevice(scope, deviceId);
  const comment = scope.state.comments.find((c) => c.id === commentId && c.deviceId === device.id);
  if (!comment) throw notFound(messages.notFound('comment', commentId));
  return comment;
}
