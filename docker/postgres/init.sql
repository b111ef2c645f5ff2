-- One server, one database per owner of data: the CMS and the booking service.
CREATE DATABASE cms;
CREATE DATABASE booking;
