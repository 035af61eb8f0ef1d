#!/bin/sh
# Patroni's post_bootstrap: runs once, on the first leader, with a connection string as $1.
# The product's own role and database; the product creates its tables at start.
set -eu
psql "$1" -v ON_ERROR_STOP=1 -v password="$ALARM_DB_PASSWORD" <<'SQL'
create role alarm login password :'password';
create database alarm owner alarm;
SQL
