#!/usr/bin/env bash
# Deploys new code without changing a file the running servers load (docs/operations.md, "Deploying
# new code"). Each release is cloned, installed and built in a folder of its own,
# $SITE_DIR/releases/<id>, while the instances keep serving from theirs; then the `current` link moves
# to it and the instances restart onto it one at a time, each waited for on /readyz. The release
# before stays as `previous`, for --rollback; older ones are deleted. A REF that lacks commits of the
# running release (content published from the staff area, not yet pushed) is refused: nothing is lost.
#
#   scripts/deploy-release.sh [REF]      deploy REF (a branch, tag or commit; default: the source's default branch)
#   scripts/deploy-release.sh --rollback move the instances back to the previous release (run it again to come forward)
#
# Settings, from the environment:
#   SITE_DIR         holds releases/, current, previous and data/ (DATA_DIR)   default /srv/counsel-site
#   SOURCE           the git repository to clone                                default: the current release's origin
#   PORTS            the instances, restarted in this order (empty: none)       default "3001 3002"
#   RESTART_COMMAND  restarts one instance; {port} is replaced                  default "sudo -n systemctl restart counsel-site@{port}"
#   INSTALL_COMMAND  installs the dependencies in the new release               default "npm ci"
#   READY_TIMEOUT_S  how long a restarted instance has to answer /readyz        default 120
#   RESTART_TIMEOUT_S  how long RESTART_COMMAND may take for one instance      default 120
#   CLONE_TIMEOUT_S  how long the clone may take                                default 300
#   BUILD_TIMEOUT_S  how long the install and the build may take together      default 1800
# No step waits for ever: one that passes its limit is stopped, and the deploy exits 1 naming it.
set -euo pipefail

SITE_DIR=${SITE_DIR:-/srv/counsel-site}
PORTS=${PORTS-3001 3002}
RESTART_COMMAND=${RESTART_COMMAND:-sudo -n systemctl restart counsel-site@\{port\}}
INSTALL_COMMAND=${INSTALL_COMMAND:-npm ci}
READY_TIMEOUT_S=${READY_TIMEOUT_S:-120}
RESTART_TIMEOUT_S=${RESTART_TIMEOUT_S:-120}
CLONE_TIMEOUT_S=${CLONE_TIMEOUT_S:-300}
BUILD_TIMEOUT_S=${BUILD_TIMEOUT_S:-1800}
RELEASES="$SITE_DIR/releases"

say() { printf 'deploy: %s\n' "$*"; }
fail() {
  printf 'deploy: %s\n' "$*" >&2
  exit 1
}

# Runs a step within a time limit (coreutils timeout; KILL 10 s after TERM), naming the step and the
# limit when it passes. A restart command that asks for a password, or a clone or install stuck on the
# network, would otherwise hold the deploy, silently, for ever.
bounded() {
  local seconds=$1 what=$2 status=0
  shift 2
  timeout --kill-after=10 "$seconds" "$@" || status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    fail "timed out: $what did not finish within $seconds s and was stopped${HINT:+; $HINT}"
  fi
  return "$status"
}

# A link replaced in one rename: a process starting at any moment finds the old release or the new, never neither.
point() {
  ln -sfn "$2" "$SITE_DIR/$1.next"
  mv -T "$SITE_DIR/$1.next" "$SITE_DIR/$1"
}

restart_in_turn() {
  local port waited
  for port in $PORTS; do
    say "restarting the instance on port $port"
    HINT="a command that asks for a password cannot be answered here: let this user run it without one (sudoers NOPASSWD), or raise RESTART_TIMEOUT_S; $0 --rollback moves every instance back" \
      bounded "$RESTART_TIMEOUT_S" "the restart of port $port (${RESTART_COMMAND//\{port\}/$port})" sh -c "${RESTART_COMMAND//\{port\}/$port}"
    waited=0
    until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/readyz"; do
      waited=$((waited + 1))
      # Half-second steps: READY_TIMEOUT_S seconds in all.
      [ "$waited" -le $((READY_TIMEOUT_S * 2)) ] || fail "port $port did not answer /readyz within $READY_TIMEOUT_S s: see its log; $0 --rollback moves every instance back to $(readlink "$SITE_DIR/previous" 2>/dev/null || echo 'the previous release')"
      sleep 0.5
    done
    say "port $port serves $(readlink "$SITE_DIR/current")"
  done
}

rollback() {
  local current previous
  current=$(readlink "$SITE_DIR/current" 2>/dev/null) || fail "no current release in $SITE_DIR"
  previous=$(readlink "$SITE_DIR/previous" 2>/dev/null) || fail "no previous release in $SITE_DIR to roll back to"
  [ -d "$SITE_DIR/$previous" ] || fail "the previous release $previous is gone"
  point current "$previous"
  point previous "$current"
  restart_in_turn
  say "rolled back to $previous ($current kept as previous)"
}

# Every release but the current and the previous: nothing runs from them once the restarts are done.
prune() {
  local keep_current keep_previous dir
  keep_current=$(readlink "$SITE_DIR/current")
  keep_previous=$(readlink "$SITE_DIR/previous" 2>/dev/null || true)
  for dir in "$RELEASES"/*/; do
    dir=${dir%/}
    case "releases/${dir##*/}" in
      "$keep_current" | "$keep_previous") ;;
      *)
        say "deleting the old release ${dir##*/}"
        rm -rf "$dir"
        ;;
    esac
  done
}

# Authors publish from the staff area by committing in the running release's checkout; a release
# cloned without those commits would take their posts, prices and profiles off the site. The deploy
# goes on only when the running release's HEAD is in the history of what is being deployed.
keeps_content_commits() {
  local running="$SITE_DIR/current" head missing
  head=$(git -C "$running" rev-parse --verify --quiet HEAD 2>/dev/null) || return 0
  git -C "$incoming" fetch --quiet "$running" HEAD 2>/dev/null || fail "cannot read the running release's commits in $(readlink "$running"): nothing was deployed"
  git -C "$incoming" merge-base --is-ancestor "$head" HEAD && return 0
  missing=$(git -C "$incoming" log --format='  %h %ad %an: %s' --date=short HEAD.."$head" | head -n 20)
  fail "refused: the running release has commits that the code being deployed does not contain; deploying it would take them off the site:
$missing
nothing was deployed. Content published from the staff area is committed in $(readlink -f "$running"). Get those commits into what you deploy first: set CONTENT_REMOTE so each publish pushes them (or push them now: git -C $(readlink -f "$running") push <the practice's repository> HEAD:<branch>), merge them into the branch you deploy, then deploy again (docs/operations.md, \"Content commits and code deploys\")"
}

# Globals, not locals: the EXIT traps that remove a failed release read them after deploy() has returned.
incoming=""
release=""

deploy() {
  local ref=${1:-} source id
  source=${SOURCE:-$(git -C "$SITE_DIR/current" remote get-url origin 2>/dev/null)} || fail "set SOURCE to the git repository to deploy from"
  # Enquiries stored inside a release would be left behind by the next one: DATA_DIR must be outside (SITE_DIR/data).
  [ ! -e "$SITE_DIR/current/data/enquiries.sqlite" ] || fail "the current release holds data/enquiries.sqlite: set DATA_DIR=$SITE_DIR/data for the instances and move the store there first (docs/operations.md)"
  mkdir -p "$RELEASES"
  incoming="$RELEASES/.incoming-$$"
  trap 'rm -rf "$incoming"' EXIT
  HINT="check that this machine reaches $source" bounded "$CLONE_TIMEOUT_S" "cloning $source (CLONE_TIMEOUT_S)" git clone --quiet "$source" "$incoming"
  # A branch stays a branch in the release: the staff area's content commits go on it, and are pushed to it.
  if [ -n "$ref" ] && git -C "$incoming" show-ref --verify --quiet "refs/remotes/origin/$ref"; then
    git -C "$incoming" checkout --quiet -B "$ref" "origin/$ref"
  elif [ -n "$ref" ]; then
    git -C "$incoming" checkout --quiet --detach "$ref"
  fi
  keeps_content_commits
  id="$(date -u +%Y%m%dT%H%M%SZ)-$(git -C "$incoming" rev-parse --short HEAD)"
  release="$RELEASES/$id"
  [ ! -e "$release" ] || fail "$release exists already"
  mv "$incoming" "$release"
  trap 'rm -rf "$release"; echo "deploy: nothing was deployed: the instances serve what they did" >&2; exit 1' EXIT
  say "installing and building $id in $release"
  # The build carries the assets of the builds before it (a page loaded before the deploy still finds
  # its scripts): it finds them in the dist/ it replaces, so it starts from a copy of the current one.
  if [ -d "$SITE_DIR/current/dist" ]; then cp -a "$SITE_DIR/current/dist" "$release/dist"; fi
  # The install empties node_modules, and with it the build's cache of what it made from unchanged
  # inputs (resized photos, share images, font subsets, compressed assets): the current release's is
  # copied in after the install, so the build makes again only what changed.
  HINT="raise BUILD_TIMEOUT_S if the machine is slow" bounded "$BUILD_TIMEOUT_S" "installing and building $id ($INSTALL_COMMAND; npm run build)" \
    sh -c 'cd "$1" && sh -c "$2" && { [ ! -d "$3" ] || { mkdir -p node_modules/.cache && cp -a "$3" node_modules/.cache/; }; } && npm run build' \
    deploy "$release" "$INSTALL_COMMAND" "$SITE_DIR/current/node_modules/.cache/site-build"
  trap - EXIT
  if [ -L "$SITE_DIR/current" ]; then point previous "$(readlink "$SITE_DIR/current")"; fi
  point current "releases/$id"
  restart_in_turn
  prune
  say "deployed $id$( [ -L "$SITE_DIR/previous" ] && echo "; $(readlink "$SITE_DIR/previous") kept for $0 --rollback")"
}

case "${1:-}" in
  --rollback) rollback ;;
  -h | --help) sed -n '2,22p' "$0" ;;
  *) deploy "${1:-}" ;;
esac
